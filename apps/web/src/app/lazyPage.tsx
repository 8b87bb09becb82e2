import { lazy, useState, type ComponentType } from 'react';

/** A component whose code is loaded when first needed, and a way to fetch it ahead. */
export type Preloadable<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };
/** A page of the router, code-split. */
export type LazyPage = Preloadable;

/**
 * React.lazy, but a component whose chunk has already arrived renders at once rather than
 * suspending for a turn: main.tsx fetches the opening page's chunk (and the data layer, when the
 * page needs it) before the first render, so that render is the whole page (no loader in between;
 * the prerendered home page is replaced in one step).
 */
export function lazyPage<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Preloaded(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Shown {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
