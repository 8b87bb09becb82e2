import { useId, useState, type ReactNode } from 'react';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { PlainFieldState } from '../form/PlainTextField';
import classes from './light.module.css';

interface FieldLook {
  label: string;
  required?: boolean;
  description?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
}

/** The label, the description and the error around an input, tied to it by id (Mantine's input wrapper). */
function Field({
  id,
  look,
  error,
  children,
}: {
  id: string;
  look: FieldLook;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {look.label}
        {look.required && (
          <span className={classes.required} aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      {look.description && (
        <p className={classes.description} id={`${id}-description`} style={{ marginTop: 0, marginBottom: 5 }}>
          {look.description}
        </p>
      )}
      {children}
      {error && (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, look: FieldLook, error?: string) =>
  [look.description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/**
 * A text input of the light kit (ui/light): the look of the form kit's PlainTextField, in plain
 * markup, for the sign-in page's first load.
 */
export function TextInput({
  type = 'text',
  inputMode,
  name,
  value,
  onChange,
  onBlur,
  error,
  ref,
  ...look
}: FieldLook & PlainFieldState & { type?: 'text' | 'email'; inputMode?: 'email' | 'numeric' }) {
  const id = useId();
  return (
    <Field id={id} look={look} error={error}>
      <input
        ref={ref}
        id={id}
        className={classes.input}
        type={type}
        inputMode={inputMode}
        name={name}
        value={value}
        placeholder={look.placeholder}
        autoComplete={look.autoComplete}
        required={look.required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, look, error)}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** A password input of the light kit, with the show/hide toggle of Mantine's (a mouse convenience: hidden from the keyboard and screen readers, as Mantine's is). */
export function PasswordInput({
  name,
  value,
  onChange,
  onBlur,
  error,
  ref,
  ...look
}: FieldLook & PlainFieldState & { autoComplete: 'current-password' | 'new-password' }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const Icon = shown ? IconEyeOff : IconEye;
  return (
    <Field id={id} look={look} error={error}>
      <div className={classes.control}>
        <input
          ref={ref}
          id={id}
          className={`${classes.input} ${classes.withToggle}`}
          type={shown ? 'text' : 'password'}
          name={name}
          value={value}
          autoComplete={look.autoComplete}
          required={look.required}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, look, error)}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className={classes.toggle}
          tabIndex={-1}
          aria-hidden
          aria-pressed={shown}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setShown((s) => !s)}
        >
          <Icon size={16} aria-hidden />
        </button>
      </div>
    </Field>
  );
}
