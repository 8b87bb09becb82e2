import '../../ui/styles/content';
import { SimpleGrid } from '@mantine/core';
import { ADMISSION_LIMITS } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DateField, PincodeField, SelectField, TextField } from './fields';
import type { OptionLists } from './hooks';
import messages from './messages';
import { StepSection } from './StepSection';
import { DistrictStateFields } from './DistrictStateFields';

/** Step 0: personal details (spec 000 §3, §5.3). */
export function PersonalStep({ lists }: { lists: OptionLists }) {
  const t = useT();
  return (
    <StepSection title={messages.stepPersonal} testId="step-personal">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <SelectField name="prefix" options={lists.prefix} required />
        <TextField name="first_name" required autoComplete="given-name" maxLength={ADMISSION_LIMITS.shortText} />
        <TextField name="middle_name" autoComplete="additional-name" maxLength={ADMISSION_LIMITS.shortText} />
        <TextField name="last_name" required autoComplete="family-name" maxLength={ADMISSION_LIMITS.shortText} />
        <DateField name="dob" required />
        <SelectField name="gender" options={lists.gender} required />
        <TextField name="father" required maxLength={ADMISSION_LIMITS.shortText} />
        <SelectField name="community" options={lists.community} />
      </SimpleGrid>
      <TextField name="current_address" required multiline autoComplete="street-address" maxLength={ADMISSION_LIMITS.longText} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <DistrictStateFields lists={lists} district="district" state="state" />
        <PincodeField name="pincode" autoComplete="postal-code" />
        <TextField
          name="phone_number"
          type="tel"
          required
          digits
          maxLength={10}
          autoComplete="tel-national"
          description={t(messages.digitsHint, { count: 10 })}
        />
        <TextField name="email" type="email" required autoComplete="email" maxLength={254} />
      </SimpleGrid>
    </StepSection>
  );
}
