import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** Given to a deferred control's real component: it was mounted by a first click. */
export interface OpenedFirst {
  openedFirst?: boolean;
}

/** Handlers for the placeholder trigger: pointing at it or focusing it fetches the code; a click mounts it. */
export interface TriggerIntent {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A header control whose real component (a menu or a popover: Mantine's floating layer and
 * floating-ui) is loaded when first used, not with the page. Until then `trigger` renders the same
 * button. The real component opens on its first mount (`openedFirst`, see useOpenOnFirstMount).
 */
export function deferredControl<P extends object>(load: () => Promise<{ default: ComponentType<P & OpenedFirst> }>) {
  const Real = lazy(load);
  const preload = () => void load().catch(() => undefined);
  return function DeferredControl({ trigger, ...props }: P & { trigger: (intent: TriggerIntent) => ReactNode }) {
    const [used, setUsed] = useState(false);
    const placeholder = trigger({ onPointerEnter: preload, onFocus: preload, onClick: () => setUsed(true) });
    if (!used) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Real {...(props as unknown as P)} openedFirst />
      </Suspense>
    );
  };
}

/**
 * For the real component: on its first mount after a placeholder click, its trigger (given the
 * returned ref) takes the focus, then `open` runs, so the control opens as if clicked and gives
 * the focus back to the trigger when it closes.
 */
export function useOpenOnFirstMount<T extends HTMLElement>(openedFirst: boolean | undefined, open: () => void) {
  const ref = useRef<T>(null);
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!openedFirst) return;
    ref.current?.focus();
    openRef.current();
  }, [openedFirst]);
  return ref;
}
