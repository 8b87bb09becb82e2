import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE, SHELL_CALL_PATHS, type SHELL_API, type SiteInfo } from '@fetp/contract';
import { call } from './http';

/**
 * The public header data (HOME, HUBS, DISCOVER NEW) and the programme running the portal (name,
 * contact, footer links): read by page titles, the shell and the home page alike.
 */
export const siteKeys = { all: ['site'] as const };

export const publicHeaderQuery = () =>
  queryOptions({
    queryKey: siteKeys.all,
    queryFn: () => call<typeof SHELL_API.publicHeader>({ method: 'GET', path: SHELL_CALL_PATHS.publicHeader }, { auth: false }),
    staleTime: 10 * 60_000,
  });

export function usePublicHeader() {
  return useQuery(publicHeaderQuery());
}

/** The programme running the portal, with defaults until it has loaded. */
export function useSite(): SiteInfo {
  const { data } = usePublicHeader();
  return data?.site ?? DEFAULT_SITE;
}
