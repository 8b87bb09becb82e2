import type { ChangeEvent, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { Select, TextInput, Textarea } from '@mantine/core';
import type { Option } from '@fetp/contract';
import { useFieldError, useT } from '../../app/i18n';
import { BirthDateInput } from '../../ui/form/BirthDateInput';
import type { ApplicantForm, StringField } from './form';
import messages, { fieldLabels } from './messages';


export const toSelectData = (list: Option[]) => list.map((o) => ({ value: o.key, label: o.value }));

/** The label of an option key, or the key itself when the list does not know it. */
export function optionLabel(list: Option[], key: string): string {
  return list.find((o) => o.key === key)?.value ?? key;
}

function useError(name: StringField): string | undefined {
  const fieldError = useFieldError();
  const { errors } = useFormState<ApplicantForm>({ name });
  return fieldError(errors[name]?.message);
}

interface TextFieldProps {
  name: StringField;
  label?: MessageDescriptor;
  required?: boolean;
  /** Digits only: anything else typed is dropped. */
  digits?: boolean;
  maxLength?: number;
  description?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
}

/** A text input (or textarea) registered on the wizard's form, with its contract message. */
export function TextField({ name, label, required, digits, maxLength, description, type = 'text', autoComplete, multiline }: TextFieldProps) {
  const t = useT();
  const { register } = useFormContext<ApplicantForm>();
  const error = useError(name);
  const registration = register(name);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (digits) {
      const cleaned = event.target.value.replace(/\D+/g, '');
      if (cleaned !== event.target.value) event.target.value = cleaned;
    }
    return registration.onChange(event);
  };
  const common = {
    label: t(label ?? fieldLabels[name]),
    description,
    required,
    error,
    maxLength,
    autoComplete,
    ...registration,
    onChange,
  };
  if (multiline) return <Textarea {...common} autosize minRows={2} maxRows={6} />;
  return <TextInput {...common} type={type} inputMode={digits ? 'numeric' : undefined} />;
}

interface SelectFieldProps {
  name: StringField;
  label?: MessageDescriptor;
  options: Option[];
  required?: boolean;
  searchable?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Runs after the value changed (e.g. to load the states of a district). */
  onChosen?: (value: string) => void;
}

/** A Select of an option list: the value is the option key, the label its value. */
export function SelectField({ name, label, options, required, searchable, placeholder, disabled, onChosen }: SelectFieldProps) {
  const t = useT();
  const fieldError = useFieldError();
  const { field, fieldState } = useController<ApplicantForm, StringField>({ name });
  return (
    <Select
      label={t(label ?? fieldLabels[name])}
      placeholder={placeholder ?? t(messages.choose)}
      nothingFoundMessage={t(messages.noOptions)}
      comboboxProps={{ withinPortal: true }}
      allowDeselect={false}
      required={required}
      searchable={searchable}
      disabled={disabled}
      data={toSelectData(options)}
      value={field.value || null}
      onChange={(value) => {
        field.onChange(value ?? '');
        if (value) onChosen?.(value);
      }}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={fieldError(fieldState.error?.message)}
    />
  );
}

/** The date of birth: typed or picked as DD/MM/YYYY, held as YYYY-MM-DD. */
export function DateField({ name, required }: { name: StringField; required?: boolean }) {
  const t = useT();
  const fieldError = useFieldError();
  const { field, fieldState } = useController<ApplicantForm, StringField>({ name });
  return (
    <BirthDateInput
      field={field}
      label={t(fieldLabels[name])}
      placeholder={t(messages.datePlaceholder)}
      required={required}
      error={fieldError(fieldState.error?.message)}
      testId={`${name}-input`}
    />
  );
}
