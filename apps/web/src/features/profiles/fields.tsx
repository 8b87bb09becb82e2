import '../../ui/styles/common';
import '../../ui/styles/checks';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Box, Group, Radio, Text } from '@mantine/core';
import { PROFILE_LIMITS } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { useControlledField } from '../../ui/form/useControlledField';
import { kitOptions, useProfileContext } from './context';
import { DistrictStateFields } from './DistrictStateFields';
import type { FieldSpec, ProfileValues, SelectSpec, ShownWhen, TextSpec } from './layout';
import messages from './messages';
import { ProfileDateField } from './ProfileDateField';
import { RowListEditor } from './RowListEditor';

type Texts = Record<string, string>;
type Flags = Record<string, boolean>;

/** A cell spanning the whole grid row. */
const WIDE = { gridColumn: '1 / -1' } as const;

/** Its children while the watched field passes the test (002 §4's conditional fields). */
export function Shown({ when, children }: { when?: ShownWhen; children: ReactNode }) {
  if (!when) return children;
  return <ShownBy when={when}>{children}</ShownBy>;
}
function ShownBy({ when, children }: { when: ShownWhen; children: ReactNode }) {
  const value: unknown = useWatch<ProfileValues>({ name: when.field });
  return when.test(value) ? children : null;
}

function ProfileTextField({ spec }: { spec: TextSpec }) {
  const t = useT();
  return (
    <TextField<Texts>
      name={spec.name}
      label={t(spec.label, spec.labelValues)}
      required={spec.required}
      digits={spec.digits}
      maxLength={spec.maxLength}
      multiline={spec.multiline}
      inputMode={spec.digits ? 'numeric' : undefined}
      description={spec.hint ? t(spec.hint) : undefined}
    />
  );
}

/** The other-specify text of a choice, shown while the choice is its sentinel ('Others', 'Other Specify', 'Other'). */
export function OtherSpecifyField({ choice, name, label, sentinel }: { choice: string; name: string; label: string; sentinel: string }) {
  return (
    <Shown when={{ field: choice, test: (value) => value === sentinel }}>
      <TextField<Texts> name={name} label={label} required maxLength={PROFILE_LIMITS.otherMax} />
    </Shown>
  );
}

function ProfileSelectField({ spec }: { spec: SelectSpec }) {
  const t = useT();
  const { options } = useProfileContext();
  return (
    <>
      <Box style={spec.wide ? WIDE : undefined}>
        <SelectField<Texts> name={spec.name} label={t(spec.label)} options={kitOptions(options[spec.options])} required={spec.required} searchable />
      </Box>
      {spec.other && <OtherSpecifyField choice={spec.name} name={spec.other.name} label={t(spec.other.label)} sentinel={spec.other.sentinel} />}
    </>
  );
}

/** A yes/no question as two radio buttons, held as true, false or null (not answered). */
export function YesNoField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const t = useT();
  const { field, error } = useControlledField<ProfileValues, string>({ name });
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : null;
  return (
    <Radio.Group
      label={label}
      required={required}
      value={value}
      onChange={(next) => field.onChange(next === 'yes')}
      error={error}
      name={field.name}
    >
      <Group gap="lg" mt={6}>
        <Radio value="yes" label={t(messages.yes)} ref={field.ref} onBlur={field.onBlur} />
        <Radio value="no" label={t(messages.no)} onBlur={field.onBlur} />
      </Group>
    </Radio.Group>
  );
}

/**
 * The WhatsApp number and its 'WhatsApp same as mobile' box (002 §4): ticked, the number is hidden
 * (the contract's schema copies the mobile into it on submit).
 */
export function WhatsAppFields() {
  const t = useT();
  return (
    <>
      <Box style={{ alignSelf: 'end' }} pb={6}>
        <CheckboxField<Flags> name="isSameAsPhoneNumber" label={t(messages.whatsappSame)} />
      </Box>
      <Shown when={{ field: 'isSameAsPhoneNumber', test: (same) => same !== true }}>
        <TextField<Texts> name="whatsapp_number" label={t(messages.whatsapp)} required digits maxLength={PROFILE_LIMITS.phoneDigits} inputMode="numeric" description={t(messages.phoneHint)} />
      </Shown>
    </>
  );
}

/** The account's e-mail, shown as text (variant B). */
function EmailText() {
  const t = useT();
  const { email } = useProfileContext();
  return (
    <div>
      <Text fz="sm" fw={500}>
        {t(messages.email)}
      </Text>
      <Text mt={6} style={{ overflowWrap: 'anywhere' }} data-testid="profile-email">
        {email}
      </Text>
    </div>
  );
}

/** One field of a profile form (or of a row form), drawn by its kind; it may take more than one grid cell. */
export function ProfileField({ spec }: { spec: FieldSpec }) {
  const t = useT();
  let drawn: ReactNode;
  switch (spec.kind) {
    case 'text':
      drawn = <ProfileTextField spec={spec} />;
      break;
    case 'select':
      return (
        <Shown when={spec.when}>
          <ProfileSelectField spec={spec} />
        </Shown>
      );
    case 'date':
      drawn = <ProfileDateField name={spec.name} label={t(spec.label)} required={spec.required} birth={spec.birth} />;
      break;
    case 'yesNo':
      drawn = <YesNoField name={spec.name} label={t(spec.label)} required={spec.required} />;
      break;
    case 'checkbox':
      drawn = <CheckboxField<Flags> name={spec.name} label={t(spec.label)} required={spec.required} />;
      break;
    case 'place':
      return (
        <Shown when={spec.when}>
          <DistrictStateFields
            district={spec.district}
            state={spec.state}
            districtLabel={t(spec.districtLabel)}
            stateLabel={t(spec.stateLabel)}
            required={spec.required}
          />
        </Shown>
      );
    case 'whatsapp':
      return <WhatsAppFields />;
    case 'email':
      drawn = <EmailText />;
      break;
    case 'list':
      drawn = <RowListEditor spec={spec} />;
      break;
  }
  return (
    <Shown when={spec.when}>
      <Box style={spec.wide ? WIDE : undefined} miw={0}>
        {drawn}
      </Box>
    </Shown>
  );
}
