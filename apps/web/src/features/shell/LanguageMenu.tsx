import { deferredControl } from '../../ui/deferred';
import { LanguageButton } from './LanguageButton';

const DeferredLanguageMenu = deferredControl(() => import('./LanguageMenuDropdown'));

/** The header's language menu, signed in or not; its menu code loads when first opened. */
export function LanguageMenu() {
  return <DeferredLanguageMenu trigger={(intent) => <LanguageButton {...intent} />} />;
}
