import '../styles/forms';
import type { ReactNode } from 'react';
import { InputBase, TextInput } from '@mantine/core';

/** How a kit text field looks and what it accepts, whatever holds its value. */
export interface TextFieldLook {
  label: string;
  required?: boolean;
  /** Digits only: anything else typed is dropped. */
  digits?: boolean;
  maxLength?: number;
  description?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  /** The keyboard a phone shows; `digits` implies 'numeric'. */
  inputMode?: 'numeric' | 'email' | 'tel';
  /** Shown but not changeable (a value the record no longer lets change). */
  disabled?: boolean;
}

/** The value, events and error of a plain field: what a form (react-hook-form or useSimpleForm) gives it. */
export interface PlainFieldState {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message under the field, already translated. */
  error?: string;
  /** The input element, for the form to move the focus to it. */
  ref?: (element: HTMLElement | null) => void;
}

export type PlainTextFieldProps = TextFieldLook & PlainFieldState;

/** A text input (or textarea) showing its value and error; it knows nothing of the form that holds them. */
export function PlainTextField({ digits, multiline, type = 'text', inputMode, onChange, ...shown }: PlainTextFieldProps) {
  const common = {
    ...shown,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      onChange(digits ? value.replace(/\D+/g, '') : value);
    },
  };
  // A plain textarea the reader may make taller (Mantine's Textarea would bring an autosize library).
  if (multiline) return <InputBase component="textarea" multiline rows={3} styles={{ input: { resize: 'vertical' } }} {...common} />;
  return <TextInput {...common} type={type} inputMode={digits ? 'numeric' : inputMode} />;
}
