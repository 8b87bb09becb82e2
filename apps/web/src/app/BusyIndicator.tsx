import { useSyncExternalStore } from 'react';
import { busy } from './busy';
import { useT } from './i18n';
import appMessages from './messages';
import classes from './BusyIndicator.module.css';

/** Thin progress bar at the top of the window while requests are pending (spec 000 §4). */
export function BusyIndicator() {
  const visible = useSyncExternalStore(busy.subscribe, busy.isVisible, () => false);
  const t = useT();
  if (!visible) return null;
  return (
    <div
      className={classes.bar}
      data-testid="busy-indicator"
      role="progressbar"
      aria-busy="true"
      aria-label={t(appMessages.busy)}
    >
      <div className={classes.runner} />
    </div>
  );
}
