import { createContext, useContext } from 'react';
import { DEFAULT_SITE, SHELL_CALL_PATHS, type HeaderLoginPageAnswer, type SHELL_API, type SiteInfo } from '@fetp/contract';
import { call } from './http';
import { embeddedAnswer, usePublicData, type PublicData, type PublicDataStore } from './publicData';

/**
 * The public header data (HOME, HUBS, DISCOVER NEW) and the programme running the portal (name,
 * contact, footer links): read by page titles, the shell and the home page alike. A public answer
 * (app/publicData.tsx), not a TanStack query: the public pages' first load carries no query library.
 */
export const SITE_KEY = 'site';
/** The id of the `<script type="application/json">` in which the server sends this answer with the prerendered home page. */
export const SITE_ANSWER_ID = 'fetp-public-header';

const loadPublicHeader = () =>
  call<typeof SHELL_API.publicHeader>({ method: 'GET', path: SHELL_CALL_PATHS.publicHeader }, { auth: false });

export function usePublicHeader(): PublicData<HeaderLoginPageAnswer> {
  return usePublicData(SITE_KEY, loadPublicHeader, { staleMs: 10 * 60_000 });
}

/**
 * The programme as the build's prerender writes it (src/prerender.tsx): marks the server replaces
 * with the programme it is configured for. Null in the browser.
 */
export const SiteMarks = createContext<SiteInfo | null>(null);

/** The programme running the portal, with defaults until it has loaded. */
export function useSite(): SiteInfo {
  const marks = useContext(SiteMarks);
  const { data } = usePublicHeader();
  return marks ?? data?.site ?? DEFAULT_SITE;
}

/** Takes the header's answer the server put in the page, if it did, so the first render has it. */
export function seedSiteFromPage(store: PublicDataStore): boolean {
  const answer = embeddedAnswer(SITE_ANSWER_ID) as HeaderLoginPageAnswer | undefined;
  if (!answer || typeof answer !== 'object' || !('data' in answer) || !('site' in answer)) return false;
  store.seed(SITE_KEY, answer);
  return true;
}

/** Asks for the header's answer ahead of the first render (a failure is the header's to show). */
export function loadSiteInto(store: PublicDataStore): void {
  store.fetch(SITE_KEY, loadPublicHeader).catch(() => undefined);
}
