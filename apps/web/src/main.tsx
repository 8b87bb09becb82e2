// Mantine's CSS per component (not its whole stylesheet): the base files first, then the shell's
// components; each lazy page brings the CSS of the others through ui/styles/ (see styles.test.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './ui/styles/shell';
import './ui/global.css';
import './ui/rtl.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { LOCALE, loadMessages } from './app/i18n';
import { initialLocale } from './app/locale';
import { applyOutsideReact } from './app/LocaleProvider';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const locale = initialLocale();
// The first paint is in the chosen language: its catalog (a small chunk) comes first; if it
// cannot be loaded the portal starts in English rather than not at all.
loadMessages(locale)
  .then((messages) => ({ locale, messages }))
  .catch(() => ({ locale: LOCALE, messages: {} }))
  .then((loaded) => {
    applyOutsideReact(loaded);
    createRoot(root).render(
      <StrictMode>
        <App locale={loaded} />
      </StrictMode>,
    );
  });
