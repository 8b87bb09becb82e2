import { useRef, useState, type FormEvent } from 'react';
import { useFieldError } from '../i18n';
import type { PlainFieldState } from './PlainTextField';

/** A rule of one field (such as the contract's checkLoginEmail): its message, or undefined when the value passes. */
export type FieldRule = (value: string) => string | undefined;

type Texts = Record<string, string>;
type Errors<V extends Texts> = Partial<Record<keyof V, string>>;

/**
 * The state of a form of a few text fields, for the kit's plain fields: a page using it loads
 * neither react-hook-form nor a schema library (the sign-in page). It behaves as the kit's
 * react-hook-form forms do: errors show after the first submit and are checked again on every
 * change from then on, a failed submit puts the focus on the first field in error, and errors
 * given by the server (setError, e.g. through applyFieldErrors) show until the field changes.
 */
export function useSimpleForm<V extends Texts>(initial: V, rules: { [K in keyof V]?: FieldRule }) {
  const fieldError = useFieldError();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** Set at once (state waits for the next render), so a second Enter does not submit twice. */
  const busy = useRef(false);
  const elements = useRef<Partial<Record<keyof V, HTMLElement | null>>>({});
  const names = Object.keys(initial) as (keyof V & string)[];

  const check = (name: keyof V, value: string) => rules[name]?.(value);

  /** The props of the plain field that shows `name` (value, onChange, translated error, ref). */
  const field = (name: keyof V & string): PlainFieldState => ({
    name,
    value: values[name] ?? '',
    error: fieldError(errors[name]),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (submitted) setErrors((current) => ({ ...current, [name]: check(name, value) }));
    },
    ref: (element: HTMLElement | null) => {
      elements.current[name] = element;
    },
  });

  /** Shows a message under a field, as react-hook-form's setError does (the server's field errors). */
  const setError = (name: keyof V, error: { message: string }) => setErrors((current) => ({ ...current, [name]: error.message }));

  /** The form's submit handler: checks every rule, then runs `onValid` with the values, `submitting` meanwhile. */
  const handleSubmit = (onValid: (values: V) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    setSubmitted(true);
    const found: Errors<V> = {};
    for (const name of names) found[name] = check(name, values[name] ?? '');
    setErrors(found);
    const first = names.find((name) => found[name]);
    if (first !== undefined) {
      elements.current[first]?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, field, setError, handleSubmit, submitting };
}
