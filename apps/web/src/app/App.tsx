import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LIMITS } from '@fetp/contract';
import { LOCALE, englishMessages, onIntlError } from './i18n';
import { createQueryClient } from './queryClient';
import { createRouter } from './router';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <IntlProvider locale={LOCALE} defaultLocale={LOCALE} messages={englishMessages} onError={onIntlError}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="bottom-right" autoClose={LIMITS.toastAutoCloseMs} zIndex={4000} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </IntlProvider>
  );
}
