import { lazy, Suspense, useState } from 'react';
import { useNotifications as useToastQueue } from '@mantine/notifications';

const Toasts = lazy(() => import('./Toasts'));

/**
 * Mounts the toast container (and its transitions' code, with Mantine's provider) with the first
 * toast: until then only the small queue the toasts are put in is loaded, and a toast shown
 * meanwhile waits there.
 */
export function ToastHost() {
  const { notifications } = useToastQueue();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
