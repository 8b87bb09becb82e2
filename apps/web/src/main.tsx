// Mantine's base CSS only (its variables, reset and global classes): the first pages draw no Mantine
// component; each lazy chunk brings the CSS of the components it draws through ui/styles/ (see
// styles.test.ts). Then the app's global sheets.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './ui/global.css';
import './ui/rtl.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { LOCALE, loadMessages } from './app/i18n';
import { initialLocale } from './app/locale';
import { applyOutsideReact } from './app/LocaleProvider';
import { PublicDataStore } from './app/publicData';
import { preloadPage } from './app/router';
import { loadSiteInto, seedSiteFromPage } from './app/site';
import { Footer } from './features/shell/Layout';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const locale = initialLocale();
// The public header's answer, when the server sent it with the page (the prerendered home page);
// else asked for now, beside the code, so that the first render is likely to have it.
const store = new PublicDataStore();
if (!seedSiteFromPage(store)) loadSiteInto(store);
// The first paint is in the chosen language: its catalog (a small chunk) comes first, with the
// opening page's code; if the catalog cannot be loaded the portal starts in English rather than not
// at all, and a page that cannot be loaded shows its error page.
Promise.all([
  loadMessages(locale)
    .then((messages) => ({ locale, messages }))
    .catch(() => ({ locale: LOCALE, messages: {} })),
  preloadPage(window.location.pathname).catch(() => undefined),
  Footer.preload().catch(() => undefined),
]).then(([loaded]) => {
  applyOutsideReact(loaded);
  // A transition: React renders in slices, yielding to the browser between them, so the page
  // (already painted, when the server sent the home page prerendered) stays responsive meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App locale={loaded} store={store} />
      </StrictMode>,
    );
  });
});
