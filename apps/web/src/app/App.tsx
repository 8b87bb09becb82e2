import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { LocaleDates, LocaleProvider, type LoadedLocale } from './LocaleProvider';
import { createQueryClient } from './queryClient';
import { ToastHost } from './ToastHost';
import { AppRouter } from './router';
import { theme } from './theme';

export function App({ locale }: { locale: LoadedLocale }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <LocaleProvider initial={locale}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <LocaleDates>
          <ToastHost />
          <QueryClientProvider client={queryClient}>
            <AppRouter />
          </QueryClientProvider>
        </LocaleDates>
      </MantineProvider>
    </LocaleProvider>
  );
}
