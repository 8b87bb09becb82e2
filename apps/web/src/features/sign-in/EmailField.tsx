import { useT } from '../../app/i18n';
import { TextField } from '../../ui/form/TextField';
import messages from './messages';

/** The e-mail field of the sign-in and forgot-password forms (inside their FormProvider). */
export function EmailField({ autoComplete }: { autoComplete: 'username' | 'email' }) {
  const t = useT();
  return (
    <TextField<{ email: string }>
      name="email"
      label={t(messages.email)}
      placeholder={t(messages.emailPlaceholder)}
      type="email"
      autoComplete={autoComplete}
      required
    />
  );
}
