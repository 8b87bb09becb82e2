import type { Locale } from '@fetp/contract';
import { deferredControl } from '../../ui/deferred';
import { LanguageButton } from './LanguageButton';

const DeferredLanguageMenu = deferredControl<{ onChosen?: (locale: Locale) => void }>(() => import('./LanguageMenuDropdown'));

/**
 * The header's language menu, signed in or not; its menu code loads when first opened. The
 * signed-in header passes `onChosen` to keep the choice on the account.
 */
export function LanguageMenu({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  return <DeferredLanguageMenu onChosen={onChosen} trigger={(intent) => <LanguageButton {...intent} />} />;
}
