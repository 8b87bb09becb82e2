/**
 * The home page rendered at build (issue 33 §5): apps/web/build/prerender.mjs builds this module for
 * Node and writes what `render()` returns into the page the server sends for /learn/
 * (dist/.prerender/home.html), so its text is in the first HTML, painted before any script runs.
 *
 * Only the page's frame: the programme's name is a mark (SITE_MARK) the server replaces with the
 * one it is configured for, and what the server's answers hold (the header's links, the hubs, the
 * courses open for admission) is drawn as loading, then filled in the browser from the answer the
 * server puts in the page and the calls the page makes. Nothing shown is made up at build.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { DEFAULT_SITE, WEB_BASE } from '@fetp/contract';
import { App } from './app/App';
import { LOCALE, intl } from './app/i18n';
import appMessages from './app/messages';
import { PageRoutes, preloadPage } from './app/router';
import { SiteMarks } from './app/site';

/** Where the server writes the programme's name (HTML-escaped). */
export const SITE_MARK = '%FETP_SITE_NAME%';

export async function render(): Promise<{ html: string; title: string }> {
  const address = `${WEB_BASE}/`;
  await preloadPage(address);
  const html = renderToString(
    <SiteMarks.Provider value={{ ...DEFAULT_SITE, name: SITE_MARK }}>
      <App locale={{ locale: LOCALE, messages: {} }}>
        <StaticRouter location={address} basename={WEB_BASE}>
          <PageRoutes />
        </StaticRouter>
      </App>
    </SiteMarks.Provider>,
  );
  const title = intl.formatMessage(appMessages.pageTitle, { page: intl.formatMessage(appMessages.titleHome), site: SITE_MARK });
  return { html, title };
}
