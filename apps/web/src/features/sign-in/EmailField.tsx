import { useT } from '../../app/i18n';
import { PlainTextField, type PlainFieldState } from '../../ui/form/PlainTextField';
import messages from './messages';

/** The e-mail field of the sign-in and forgot-password forms (its state from their useSimpleForm). */
export function EmailField({ autoComplete, ...state }: { autoComplete: 'username' | 'email' } & PlainFieldState) {
  const t = useT();
  return (
    <PlainTextField
      {...state}
      label={t(messages.email)}
      placeholder={t(messages.emailPlaceholder)}
      type="email"
      autoComplete={autoComplete}
      required
    />
  );
}
