import '../../ui/styles/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { LIMITS, checkOtpCode, landingPath } from '@fetp/contract';
import { saveSession } from '../../app/auth';
import MantineLayer from '../../app/MantineLayer';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useResendOtp, useVerifyOtp } from './hooks';
import type { OtpContext } from './LoginForm';
import { plainText } from './LoginForm';
import { OtpBoxes, emptyOtp } from './OtpBoxes';
import messages from './messages';

/** A countdown in whole seconds that can be restarted. */
export function useCountdown(seconds: number): [number, () => void] {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(seconds)];
}

/** The code step (its own chunk, with Mantine's provider: the sign-in page's first view has none). */
export function OtpStep({ ctx, onBack }: { ctx: OtpContext; onBack: () => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyOtp);
  const verifyOtp = useVerifyOtp();
  const resendOtp = useResendOtp();
  const [alert, setAlert] = useState<string | null>(null);
  /** The alert is the server's refusal (titled as a failed sign-in, 000 §8.2), not the code rule. */
  const [refused, setRefused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [left, restart] = useCountdown(LIMITS.resendOtpCountdownS);
  const firstBox = useRef<HTMLInputElement>(null);
  /** Bumped to move the focus to the first box: when the step appears, and after the boxes were emptied. */
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    firstBox.current?.focus();
  }, [focusRequest]);

  const verify = async (code: string) => {
    if (submitting) return;
    const invalid = checkOtpCode(code);
    if (invalid) {
      setAlert(fieldError(invalid) ?? invalid);
      setRefused(false);
      return;
    }
    setAlert(null);
    setSubmitting(true);
    try {
      const { token, roles } = await verifyOtp({ ...ctx, otp: code, user_id: ctx.userId });
      saveSession(token, roles.data.user_roles);
      navigate(landingPath(roles.data.user_roles), { replace: true });
    } catch (error) {
      setRefused(true);
      setAlert(
        error instanceof ApiError ? (fieldError(plainText(error.message)) ?? null) : error instanceof Error ? error.message : null,
      );
      setDigits(emptyOtp());
      setSubmitting(false);
      setFocusRequest((n) => n + 1);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(digits.join(''));
  };

  const resend = async () => {
    setResending(true);
    try {
      await resendOtp(ctx.email, ctx.userId);
      setDigits(emptyOtp());
      setAlert(null);
      restart();
      setFocusRequest((n) => n + 1);
    } catch {
      // the client has shown the server's message
    } finally {
      setResending(false);
    }
  };

  return (
    <MantineLayer>
      <form onSubmit={onSubmit} noValidate data-testid="otp-form">
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {t(messages.otpSent, { email: ctx.email })}
          </Text>
          {alert && (
            <ErrorAlert title={refused ? t(messages.failedTitle) : undefined} testId="otp-error">
              {alert}
            </ErrorAlert>
          )}
          <OtpBoxes
            value={digits}
            onChange={(next) => {
              setDigits(next);
              if (alert) setAlert(null);
            }}
            disabled={submitting}
            invalid={alert !== null}
            firstBoxRef={firstBox}
          />
          <Button type="submit" fullWidth size="md" loading={submitting} data-testid="otp-submit">
            {t(messages.otpVerify)}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" fz="sm" onClick={onBack}>
              {t(messages.otpBack)}
            </Anchor>
            {/* The countdown is not a live region: it would be read out every second. */}
            {left > 0 ? (
              <Text fz="sm" c="dimmed" data-testid="resend-countdown">
                {t(messages.otpResendIn, { seconds: left })}
              </Text>
            ) : (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => void resend()}
                loading={resending}
                data-testid="resend-otp"
              >
                {t(messages.otpResend)}
              </Button>
            )}
          </Group>
          {/* Said once, when the button appears. The region is always there: one added with its text is often not read. */}
          <VisuallyHidden role="status" aria-live="polite" data-testid="resend-status">
            {left > 0 ? '' : t(messages.otpResendAvailable)}
          </VisuallyHidden>
        </Stack>
      </form>
    </MantineLayer>
  );
}
