import '../ui/styles/common';
import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@fetp/contract';
import MantineLayer from './MantineLayer';

/** Where toasts show (spec 000 §2.4): bottom right, closing after LIMITS.toastAutoCloseMs. */
export default function Toasts() {
  return (
    <MantineLayer>
      <Notifications position="bottom-right" autoClose={LIMITS.toastAutoCloseMs} zIndex={4000} />
    </MantineLayer>
  );
}
