import type { MessageDescriptor } from 'react-intl';
import { ADMISSION_LIMITS } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { BirthDateField, type BirthDateFieldProps } from '../../ui/form/BirthDateField';
import { SelectField as KitSelectField, type SelectFieldProps } from '../../ui/form/SelectField';
import { TextField as KitTextField, type TextFieldProps } from '../../ui/form/TextField';
import type { ApplicantForm, StringField } from './form';
import messages, { fieldLabels } from './messages';

/**
 * The form kit's fields bound to the wizard's form (its FormProvider): a field's label defaults
 * to the wizard's label for its name.
 */
type OnWizard<P> = Omit<P, 'label' | 'control' | 'name'> & { name: StringField; label?: MessageDescriptor };

function useLabel(name: StringField, label?: MessageDescriptor): string {
  const t = useT();
  return t(label ?? fieldLabels[name]);
}

export function TextField({ label, ...props }: OnWizard<TextFieldProps<ApplicantForm>>) {
  return <KitTextField<ApplicantForm> {...props} label={useLabel(props.name, label)} />;
}

export function SelectField({ label, ...props }: OnWizard<SelectFieldProps<ApplicantForm>>) {
  return <KitSelectField<ApplicantForm> {...props} label={useLabel(props.name, label)} />;
}

export function DateField({ name, required }: Pick<OnWizard<BirthDateFieldProps<ApplicantForm>>, 'name' | 'required'>) {
  return <BirthDateField<ApplicantForm> name={name} required={required} label={useLabel(name)} testId={`${name}-input`} />;
}

/** A postal code (home or office): digits only, at most the contract's length. */
export function PincodeField({ name, autoComplete }: { name: 'pincode' | 'org_pincode'; autoComplete?: string }) {
  const t = useT();
  return (
    <TextField
      name={name}
      required
      digits
      maxLength={ADMISSION_LIMITS.pincodeMax}
      autoComplete={autoComplete}
      description={t(messages.digitsAtMostHint, { count: ADMISSION_LIMITS.pincodeMax })}
    />
  );
}
