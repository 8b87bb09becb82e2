import '../../ui/styles/content';
import { SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { ADMISSION_LIMITS, OTHERS_KEY } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { ExtraEducation } from './ExtraEducation';
import { SelectField, TextField } from './fields';
import type { ApplicantForm } from './form';
import type { OptionLists } from './hooks';
import messages from './messages';
import { StepSection } from './StepSection';

/** Step 1: education (spec 000 §3, §5.4). */
export function EducationStep({ lists }: { lists: OptionLists }) {
  const t = useT();
  const degree = useWatch<ApplicantForm, 'degree'>({ name: 'degree' });
  return (
    <StepSection title={messages.stepEducation} testId="step-education">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <SelectField name="degree" options={lists.degree} required searchable />
        {degree === OTHERS_KEY && <TextField name="other_degree_name" required maxLength={ADMISSION_LIMITS.text} />}
        <TextField name="passing_year" required digits maxLength={4} description={t(messages.yearHint)} />
        <TextField name="institution" required maxLength={ADMISSION_LIMITS.text} />
        <TextField name="university" required maxLength={ADMISSION_LIMITS.text} />
      </SimpleGrid>
      <ExtraEducation degrees={lists.equivalent_degree} />
    </StepSection>
  );
}
