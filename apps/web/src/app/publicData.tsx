import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ApiError } from './http';

/**
 * The public pages' data (the header's links and the programme, the courses open for admission,
 * the password-encryption key) without TanStack Query: the home and sign-in pages are the first
 * load of most visits, and the query library comes with the pages that need it (DataLayer.tsx). A
 * small cache of answers by key, shared by every component under one PublicDataProvider: a value
 * younger than its `staleMs` is not asked for again, two components asking at once share one call,
 * and a failed call is tried once more unless the server refused it (4xx), as the query client does.
 */

interface Entry {
  data?: unknown;
  error?: unknown;
  /** When the data arrived (ms since the epoch); 0 when there is none. */
  updatedAt: number;
  fetching: boolean;
}

type Listener = () => void;

const EMPTY: Entry = { updatedAt: 0, fetching: false };

export class PublicDataStore {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<Listener>();

  get(key: string): Entry {
    return this.entries.get(key) ?? EMPTY;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(key: string, entry: Entry) {
    this.entries.set(key, entry);
    for (const listener of this.listeners) listener();
  }

  /** Puts an answer in the cache as if it had just been fetched (an answer the server put in the page). */
  seed(key: string, data: unknown): void {
    this.set(key, { data, updatedAt: Date.now(), fetching: false });
  }

  /** Asks the server (or joins the call already under way) and keeps the answer. */
  fetch<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const before = this.get(key);
    this.set(key, { ...before, fetching: true });
    const attempt = (retried: boolean): Promise<T> =>
      load().catch((error: unknown) => {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (retried || refused) throw error;
        return attempt(true);
      });
    const call = attempt(false)
      .then(
        (data) => {
          this.set(key, { data, updatedAt: Date.now(), fetching: false });
          return data;
        },
        (error: unknown) => {
          this.set(key, { ...this.get(key), error, fetching: false });
          throw error;
        },
      )
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return call;
  }

  /** Forgets a key's answer: the next reader asks the server again. */
  invalidate(key: string): void {
    if (this.entries.delete(key)) for (const listener of this.listeners) listener();
  }
}

/**
 * An answer the server wrote into the page it served (a `<script type="application/json">`, which
 * the browser never runs), read once: the prerendered home page carries the header's data this way.
 */
export function embeddedAnswer(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  } finally {
    element.remove();
  }
}

const PublicDataContext = createContext<PublicDataStore | null>(null);
/** For components rendered without a provider (a test of one component): one store for them all. */
let fallback: PublicDataStore | null = null;

export function PublicDataProvider({ store, children }: { store?: PublicDataStore; children: ReactNode }) {
  const [own] = useState(() => store ?? new PublicDataStore());
  return <PublicDataContext.Provider value={own}>{children}</PublicDataContext.Provider>;
}

export function usePublicDataStore(): PublicDataStore {
  return useContext(PublicDataContext) ?? (fallback ??= new PublicDataStore());
}

export interface PublicData<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  /** True while an earlier key's data is shown (keepPrevious) for a key still loading. */
  isPlaceholderData: boolean;
  /** Asks again, whatever the age of the kept answer. */
  refetch: () => Promise<{ data: T | undefined }>;
}

/**
 * One public answer by key: fetched when first shown, or when older than `staleMs`. With
 * `keepPrevious`, a new key (the next page of a list) shows the previous key's data until its own
 * arrives, so the list keeps its place.
 */
export function usePublicData<T>(key: string, load: () => Promise<T>, { staleMs, keepPrevious = false }: { staleMs: number; keepPrevious?: boolean }): PublicData<T> {
  const store = usePublicDataStore();
  const entry = useSyncExternalStore(store.subscribe, () => store.get(key), () => store.get(key));
  const loadRef = useRef(load);
  loadRef.current = load;
  const previous = useRef<{ key: string; data: unknown } | null>(null);

  // On mount and on a new key, anything not fresh is asked for (a failed answer too, once); while
  // shown, an answer forgotten (invalidate) is asked for again.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const current = store.get(key);
    const fresh = current.updatedAt > 0 && Date.now() - current.updatedAt < staleMs;
    const first = asked.current !== key;
    asked.current = key;
    if (fresh || current.fetching || (current.error !== undefined && !first)) return;
    store.fetch(key, () => loadRef.current()).catch(() => undefined);
  }, [store, key, staleMs, entry]);

  const refetch = useCallback(
    () =>
      store.fetch(key, () => loadRef.current()).then(
        (data) => ({ data }),
        () => ({ data: undefined }),
      ),
    [store, key],
  );

  const own = entry.updatedAt > 0;
  if (own) previous.current = { key, data: entry.data };
  const placeholder = !own && keepPrevious && previous.current !== null && previous.current.key !== key;
  const data = (own ? entry.data : placeholder ? previous.current?.data : undefined) as T | undefined;
  const isError = !own && entry.error !== undefined && !entry.fetching;
  return {
    data,
    error: entry.error,
    isPending: data === undefined && !isError,
    isSuccess: own,
    isError,
    isFetching: entry.fetching || (!own && !isError),
    isPlaceholderData: placeholder,
    refetch,
  };
}
