import '../styles/forms';
import type { ReactNode } from 'react';
import { PasswordInput } from '@mantine/core';
import type { PlainFieldState } from './PlainTextField';

/** How a kit password field looks, whatever holds its value. */
export interface PasswordFieldLook {
  label: string;
  description?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}

export type PlainPasswordFieldProps = PasswordFieldLook & PlainFieldState;

/** A password input with its show/hide toggle; it knows nothing of the form that holds its value. */
export function PlainPasswordField({ onChange, ...shown }: PlainPasswordFieldProps) {
  return <PasswordInput {...shown} onChange={(event) => onChange(event.currentTarget.value)} />;
}
