import { LIMITS } from '@fetp/contract';

/**
 * Global busy state (spec 000 §4): visible while any request is pending, and until
 * LIMITS.busyIndicatorHideMs after the last one ends.
 */
type Listener = () => void;

let pending = 0;
let visible = false;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function setVisible(next: boolean) {
  if (visible === next) return;
  visible = next;
  for (const listener of listeners) listener();
}

export const busy = {
  start(): void {
    pending += 1;
    if (hideTimer !== undefined) {
      clearTimeout(hideTimer);
      hideTimer = undefined;
    }
    setVisible(true);
  },
  end(): void {
    pending = Math.max(0, pending - 1);
    if (pending > 0) return;
    if (hideTimer !== undefined) clearTimeout(hideTimer);
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      if (pending === 0) setVisible(false);
    }, LIMITS.busyIndicatorHideMs);
  },
  pending: (): number => pending,
  isVisible: (): boolean => visible,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For tests. */
  reset(): void {
    pending = 0;
    if (hideTimer !== undefined) clearTimeout(hideTimer);
    hideTimer = undefined;
    setVisible(false);
  },
};
