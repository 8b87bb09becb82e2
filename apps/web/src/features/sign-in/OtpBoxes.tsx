import '../../ui/styles/common';
import '../../ui/styles/forms';
import { useRef, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { Group, Input } from '@mantine/core';
import { LIMITS } from '@fetp/contract';
import { useT } from '../../app/i18n';
import messages from './messages';

const LENGTH = LIMITS.otpLength;

export function emptyOtp(): string[] {
  return Array.from({ length: LENGTH }, () => '');
}

/**
 * Six boxes, one digit each (spec 000 §2.7, §5.1): typing moves to the next box, Backspace on an
 * empty box goes back, and pasting a 6-digit string fills all boxes.
 */
export function OtpBoxes({
  value,
  onChange,
  disabled,
  invalid,
  onComplete,
  firstBoxRef,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  onComplete?: (code: string) => void;
  /** The first box, for the caller to move the focus there. */
  firstBoxRef?: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const focus = (index: number) => {
    const el = refs.current[Math.max(0, Math.min(LENGTH - 1, index))];
    el?.focus();
    el?.select();
  };

  const commit = (next: string[]) => {
    onChange(next);
    if (next.every((d) => d.length === 1)) onComplete?.(next.join(''));
  };

  /** Writes digits from a box onwards; a full-length string always fills every box. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    const from = digits.length >= LENGTH ? 0 : start;
    const chars = digits.slice(0, LENGTH - from).split('');
    chars.forEach((d, i) => {
      next[from + i] = d;
    });
    commit(next);
    focus(Math.min(LENGTH - 1, from + chars.length));
  };

  const handleChange = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    if (digits.length >= LENGTH) {
      fill(0, digits);
      return;
    }
    // Typing over a filled box: keep the digit just typed.
    const digit = digits.length > 1 ? digits.replace(value[index] ?? '', '').slice(-1) || digits.slice(-1) : digits;
    const next = [...value];
    next[index] = digit;
    commit(next);
    if (index < LENGTH - 1) focus(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      if (value[index]) {
        const next = [...value];
        next[index] = '';
        onChange(next);
        event.preventDefault();
      } else if (index > 0) {
        const next = [...value];
        next[index - 1] = '';
        onChange(next);
        focus(index - 1);
        event.preventDefault();
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      focus(index - 1);
      event.preventDefault();
    } else if (event.key === 'ArrowRight' && index < LENGTH - 1) {
      focus(index + 1);
      event.preventDefault();
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (digits) fill(index, digits);
  };

  return (
    <Group gap={8} wrap="nowrap" role="group" aria-label={t(messages.otpLabel)} justify="center">
      {value.map((digit, index) => (
        <Input
          key={index}
          ref={(el: HTMLInputElement | null) => {
            refs.current[index] = el;
            if (index === 0 && firstBoxRef) firstBoxRef.current = el;
          }}
          value={digit}
          onChange={(e) => handleChange(index, e.currentTarget.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.currentTarget.select()}
          disabled={disabled}
          error={invalid}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t(messages.otpDigit, { index: index + 1, total: LENGTH })}
          data-testid={`otp-box-${index}`}
          w={{ base: 44, xs: 50 }}
          size="lg"
          styles={{ input: { textAlign: 'center', fontSize: 22, fontWeight: 700, paddingInline: 0 } }}
        />
      ))}
    </Group>
  );
}
