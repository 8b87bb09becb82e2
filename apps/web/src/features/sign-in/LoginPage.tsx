import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { CardPage } from '../../ui/CardPage';
import { CheckYourEmail, ForgotPassword } from './ForgotPassword';
import { LoginForm, type OtpContext } from './LoginForm';
import { useEncryptionKey } from '../../app/encryptionKey';
import messages from './messages';

/**
 * The code step, its own chunk (Mantine's inputs and buttons), fetched when the sign-in form is
 * first used: the page's first load is the light kit's form alone.
 */
const loadOtpStep = () => import('./OtpStep');
const OtpStep = lazy(() => loadOtpStep().then((module) => ({ default: module.OtpStep })));

type View = { name: 'login' } | { name: 'otp'; ctx: OtpContext } | { name: 'forgot' } | { name: 'sent'; email: string };

/** Login page (spec 000 §2.7): credentials → one-time code → token; or forgot password. */
export default function LoginPage() {
  usePageTitle(appMessages.titleLogin);
  const t = useT();
  useEncryptionKey(); // fetched on page load
  const [view, setView] = useState<View>({ name: 'login' });
  const toLogin = () => setView({ name: 'login' });
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view.name);

  // When one step replaces another, the focus would fall to <body> with the element that had it:
  // the code step puts it on its first box (OtpStep), the others on the page's heading.
  useEffect(() => {
    if (shown.current === view.name) return;
    shown.current = view.name;
    if (view.name !== 'otp') heading.current?.focus();
  }, [view.name]);

  const title =
    view.name === 'otp'
      ? messages.otpTitle
      : view.name === 'forgot'
        ? messages.forgotTitle
        : view.name === 'sent'
          ? messages.checkEmailTitle
          : messages.title;

  return (
    <CardPage
      width={460}
      title={t(title)}
      text={view.name === 'login' ? t(messages.subtitle) : undefined}
      headingRef={heading}
    >
      {view.name === 'login' && (
        <LoginForm
          onOtp={(ctx) => setView({ name: 'otp', ctx })}
          onForgot={() => setView({ name: 'forgot' })}
          onStart={() => void loadOtpStep().catch(() => undefined)}
        />
      )}
      {view.name === 'otp' && (
        <Suspense fallback={null}>
          <OtpStep ctx={view.ctx} onBack={toLogin} />
        </Suspense>
      )}
      {view.name === 'forgot' && <ForgotPassword onSent={(email) => setView({ name: 'sent', email })} onBack={toLogin} />}
      {view.name === 'sent' && <CheckYourEmail email={view.email} onBack={toLogin} />}
    </CardPage>
  );
}
