import '../../ui/styles/content';
import { SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { ADMISSION_LIMITS, OTHERS_KEY } from '@fetp/contract';
import { PincodeField, SelectField, TextField } from './fields';
import type { ApplicantForm } from './form';
import type { OptionLists } from './hooks';
import messages from './messages';
import { PreviousExperience } from './PreviousExperience';
import { StepSection } from './StepSection';
import { DistrictStateFields } from './DistrictStateFields';

/** Step 2: work experience (spec 000 §3, §4, §5.5). */
export function WorkStep({ lists }: { lists: OptionLists }) {
  const orgType = useWatch<ApplicantForm, 'org_type'>({ name: 'org_type' });
  return (
    <StepSection title={messages.stepWork} testId="step-work">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <SelectField name="org_type" options={lists.organization} required />
        {orgType === OTHERS_KEY && <TextField name="org_type_other" required maxLength={ADMISSION_LIMITS.text} />}
        <SelectField name="employment_type" options={lists.employment} required />
        <TextField name="organisation" required autoComplete="organization" maxLength={ADMISSION_LIMITS.text} />
        <TextField name="designation" required autoComplete="organization-title" maxLength={ADMISSION_LIMITS.text} />
        <TextField name="experience" required digits maxLength={ADMISSION_LIMITS.experienceMaxDigits} />
      </SimpleGrid>
      <TextField name="responsibilities" required multiline maxLength={ADMISSION_LIMITS.longText} />
      <TextField name="officer_address" required multiline maxLength={ADMISSION_LIMITS.longText} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <DistrictStateFields lists={lists} district="work_district" state="work_state" />
        <PincodeField name="org_pincode" />
      </SimpleGrid>
      <PreviousExperience />
    </StepSection>
  );
}
