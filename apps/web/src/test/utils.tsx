import { useState, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LOCALE } from '../app/i18n';
import { englishMessages } from '../app/englishCatalog';
import { LocaleProvider } from '../app/LocaleProvider';
import MantineLayer from '../app/MantineLayer';
import { PublicDataProvider } from '../app/publicData';

/**
 * jsdom lacks a few browser APIs Mantine uses. Its media queries answer as a reader who asked for
 * reduced motion, so Mantine's transitions end at once instead of leaving a timer that fires after
 * the file's environment is torn down (CI on c74bfea: "window is not defined" from use-transition).
 */
export function installBrowserShims(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}

installBrowserShims();

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export function Providers({ children, route = '/' }: { children: ReactNode; route?: string }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <LocaleProvider initial={{ locale: LOCALE, messages: englishMessages }}>
        <MantineLayer>
          {/* Each render its own public answers (the app has one store per tab), as it has its own query client. */}
          <PublicDataProvider>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </PublicDataProvider>
        </MantineLayer>
      </LocaleProvider>
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement, { route, ...options }: { route?: string } & RenderOptions = {}) {
  return render(ui, { wrapper: ({ children }) => <Providers route={route}>{children}</Providers>, ...options });
}

/** Chooses an option of a Mantine Select or MultiSelect, in the listbox that input controls (its opening transition never ends in jsdom). */
export async function chooseOption(el: HTMLElement, label: string) {
  fireEvent.click(el);
  await waitFor(() => expect(el.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(el.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: label, hidden: true }));
}
