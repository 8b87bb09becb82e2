import { Suspense, lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Box, Center, Loader } from '@mantine/core';
import { BusyIndicator } from '../../app/BusyIndicator';
import { RouteErrorBoundary } from '../../ui/RouteError';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import uiMessages from '../../ui/messages';
import { SiteHeader } from './Header';

/** The footer in a chunk of its own: below every page's content, it is not part of the first load. */
const Footer = lazy(() => import('./Footer'));

export function Layout() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        {t(appMessages.skipToContent)}
      </a>
      <BusyIndicator />
      <SiteHeader />
      {/* At least a screen tall below the 64 px header: the footer starts below the fold, so a page
          whose content arrives after the first paint does not push a visible footer (no layout shift). */}
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none', minHeight: 'calc(100dvh - 64px)' }}>
        <RouteErrorBoundary key={pathname}>
          <Suspense
            fallback={
              <Center py={80}>
                <Loader aria-label={t(uiMessages.loading)} />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
