import { useState } from 'react';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { CardPage } from '../../ui/CardPage';
import { CheckYourEmail, ForgotPassword } from './ForgotPassword';
import { LoginForm, type OtpContext } from './LoginForm';
import { OtpStep } from './OtpStep';
import { useEncryptionKey } from '../../app/encryptionKey';
import messages from './messages';

type View = { name: 'login' } | { name: 'otp'; ctx: OtpContext } | { name: 'forgot' } | { name: 'sent'; email: string };

/** Login page (spec 000 §2.7): credentials → one-time code → token; or forgot password. */
export default function LoginPage() {
  usePageTitle(appMessages.titleLogin);
  const t = useT();
  useEncryptionKey(); // fetched on page load
  const [view, setView] = useState<View>({ name: 'login' });
  const toLogin = () => setView({ name: 'login' });

  const heading =
    view.name === 'otp'
      ? messages.otpTitle
      : view.name === 'forgot'
        ? messages.forgotTitle
        : view.name === 'sent'
          ? messages.checkEmailTitle
          : messages.title;

  return (
    <CardPage width={460} title={t(heading)} text={view.name === 'login' ? t(messages.subtitle) : undefined}>
      {view.name === 'login' && (
        <LoginForm onOtp={(ctx) => setView({ name: 'otp', ctx })} onForgot={() => setView({ name: 'forgot' })} />
      )}
      {view.name === 'otp' && <OtpStep ctx={view.ctx} onBack={toLogin} />}
      {view.name === 'forgot' && <ForgotPassword onSent={(email) => setView({ name: 'sent', email })} onBack={toLogin} />}
      {view.name === 'sent' && <CheckYourEmail email={view.email} onBack={toLogin} />}
    </CardPage>
  );
}
