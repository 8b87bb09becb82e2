import type { MessageDescriptor } from 'react-intl';
import { useT } from '../../app/i18n';

/** A header entry's label: a catalog message, or a text the server sent (a menu link's). */
export function useLabel(): (label: MessageDescriptor | string) => string {
  const t = useT();
  return (label) => (typeof label === 'string' ? label : t(label));
}
