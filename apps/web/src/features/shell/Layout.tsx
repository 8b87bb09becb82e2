import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BusyIndicator } from '../../app/BusyIndicator';
import { RouteErrorBoundary } from '../../ui/RouteError';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import uiMessages from '../../ui/messages';
import { lazyPage } from '../../app/lazyPage';
import { CenterLoader } from '../../ui/light/Loader';
import { SiteHeader } from './Header';
import classes from './Layout.module.css';

/**
 * The footer in a chunk of its own, below every page's content: main.tsx fetches it with the
 * opening page, so the first render has it (no second render after the page is shown); the build's
 * prerender leaves it out (it holds the programme's contact and links, which only the server knows).
 */
export const Footer = lazyPage(() => import('./Footer'));

/**
 * The page around every route: skip link, busy bar, header, the page, footer. Plain markup (no
 * Mantine component): it is part of every first load.
 */
export function Layout() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <div className={classes.layout}>
      <a className="skip-link" href="#main-content">
        {t(appMessages.skipToContent)}
      </a>
      <BusyIndicator />
      <SiteHeader />
      {/* At least a screen tall below the 64 px header: the footer starts below the fold, so a page
          whose content arrives after the first paint does not push a visible footer (no layout shift). */}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<CenterLoader label={t(uiMessages.loading)} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
