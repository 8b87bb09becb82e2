import { Suspense, useContext, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import MantineLayer from './MantineLayer';
import { useT } from './i18n';
import { createQueryClient } from './queryClient';
import uiMessages from '../ui/messages';

/** The one query client of the tab, made when the first page that needs it opens. */
let client: QueryClient | null = null;

/** While a page's code arrives: Mantine's loader, as the pages' own loading states show it. */
function PageLoader() {
  const t = useT();
  return (
    <Center py={80}>
      <Loader aria-label={t(uiMessages.loading)} />
    </Center>
  );
}

/**
 * The second layer of the web app: Mantine's provider (MantineLayer.tsx) with the core every Mantine
 * component is built on, and the data layer (TanStack Query), for the signed-in shell and every page
 * but the public home and sign-in pages (router.tsx), which use neither (app/publicData.tsx answers
 * their calls). Its own chunks, fetched with such a page. Every instance shares the tab's one client
 * (the signed-in header and the page beside it see one cache); inside a client already given (a
 * component test's), it adds none.
 */
export default function DataLayer({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  const page = <Suspense fallback={<PageLoader />}>{children}</Suspense>;
  return <MantineLayer>{given ? page : <QueryClientProvider client={(client ??= createQueryClient())}>{page}</QueryClientProvider>}</MantineLayer>;
}
