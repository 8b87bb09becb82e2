import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { LIMITS } from '@fetp/contract';
import { LocaleDates, LocaleProvider, type LoadedLocale } from './LocaleProvider';
import { createQueryClient } from './queryClient';
import { AppRouter } from './router';
import { theme } from './theme';

export function App({ locale }: { locale: LoadedLocale }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <LocaleProvider initial={locale}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <LocaleDates>
          <Notifications position="bottom-right" autoClose={LIMITS.toastAutoCloseMs} zIndex={4000} />
          <QueryClientProvider client={queryClient}>
            <AppRouter />
          </QueryClientProvider>
        </LocaleDates>
      </MantineProvider>
    </LocaleProvider>
  );
}
