import { useState } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
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
    <Container size={460} py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={26}>
              {t(heading)}
            </Title>
            {view.name === 'login' && (
              <Text c="dimmed" fz="sm" mt={4}>
                {t(messages.subtitle)}
              </Text>
            )}
          </div>
          {view.name === 'login' && (
            <LoginForm onOtp={(ctx) => setView({ name: 'otp', ctx })} onForgot={() => setView({ name: 'forgot' })} />
          )}
          {view.name === 'otp' && <OtpStep ctx={view.ctx} onBack={toLogin} />}
          {view.name === 'forgot' && (
            <ForgotPassword onSent={(email) => setView({ name: 'sent', email })} onBack={toLogin} />
          )}
          {view.name === 'sent' && <CheckYourEmail email={view.email} onBack={toLogin} />}
        </Stack>
      </Paper>
    </Container>
  );
}
