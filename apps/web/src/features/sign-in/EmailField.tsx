import { useT } from '../../app/i18n';
import type { PlainFieldState } from '../../ui/form/PlainTextField';
import { TextInput } from '../../ui/light/TextInput';
import messages from './messages';

/** The e-mail field of the sign-in and forgot-password forms (its state from their useSimpleForm; the light kit's input: the sign-in page carries no Mantine component). */
export function EmailField({ autoComplete, ...state }: { autoComplete: 'username' | 'email' } & PlainFieldState) {
  const t = useT();
  return (
    <TextInput
      {...state}
      label={t(messages.email)}
      placeholder={t(messages.emailPlaceholder)}
      type="email"
      autoComplete={autoComplete}
      required
    />
  );
}
