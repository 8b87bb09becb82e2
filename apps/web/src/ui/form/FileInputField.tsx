import '../styles/forms';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton, Input } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useT } from '../i18n';
import classes from './FileInputField.module.css';
import messages from './fileInputMessages';

export interface FileInputFieldProps {
  label: ReactNode;
  /** The input's accept list, e.g. ".png,.jpg,.jpeg" or ".pdf". */
  accept: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  value: File | null;
  onChange: (file: File | null) => void;
  name?: string;
  'data-testid'?: string;
}

/**
 * One file, chosen by a click on the box (or dropped on it): the native input is labelled by the
 * field's label, shows the chosen name and size, and has a button to remove the file. The parent
 * decides what to keep; whenever `value` is null the input is emptied too.
 */
export function FileInputField({ label, accept, hint, error, required, value, onChange, name, 'data-testid': testId }: FileInputFieldProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // After every render, not only when `value` changes: a refused file leaves `value` null as it
  // was, and the input must not keep holding it (000 §5.7: a bad file is cleared).
  useEffect(() => {
    if (!value && input.current?.value) input.current.value = '';
  });

  const describedBy = [hint ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <Input.Wrapper id={id} label={label} description={hint} error={error} required={required}>
      <div className={classes.box} data-error={error ? true : undefined} data-filled={value ? true : undefined}>
        <input
          ref={input}
          id={id}
          type="file"
          name={name}
          accept={accept}
          className={classes.native}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          data-testid={testId}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
        <IconFileUpload size={20} className={classes.icon} aria-hidden />
        <span className={`${classes.name} ${value ? '' : classes.empty}`} aria-hidden>
          {value ? value.name : t(messages.fileNone)}
        </span>
        {value && (
          <span className={classes.size} aria-hidden>
            {t(messages.fileSize, { size: Math.max(1, Math.round(value.size / 1024)) })}
          </span>
        )}
        <span className={classes.action} aria-hidden>
          {value ? t(messages.fileReplace) : t(messages.fileChoose)}
        </span>
        {value && (
          <CloseButton
            className={classes.remove}
            size="sm"
            aria-label={t(messages.fileRemove, { name: value.name })}
            onClick={() => onChange(null)}
          />
        )}
      </div>
    </Input.Wrapper>
  );
}
