import '../../ui/styles/common';
import '../../ui/styles/checks';
import { useController } from 'react-hook-form';
import { Group, Radio, Stack } from '@mantine/core';
import type { Option } from '@fetp/contract';
import { useFieldError, useT } from '../../app/i18n';
import type { ApplicantForm } from './form';
import type { OptionLists } from './hooks';
import messages, { fieldLabels } from './messages';
import { StepSection } from './StepSection';

const SKILLS = ['ms_word', 'ms_excel', 'ms_powerPoint'] as const;

function SkillLevel({ name, levels }: { name: (typeof SKILLS)[number]; levels: Option[] }) {
  const t = useT();
  const fieldError = useFieldError();
  const { field, fieldState } = useController<ApplicantForm, typeof name>({ name });
  return (
    <Radio.Group
      label={t(fieldLabels[name])}
      required
      value={field.value || null}
      onChange={(value) => field.onChange(value)}
      name={field.name}
      error={fieldError(fieldState.error?.message)}
    >
      <Group gap="lg" mt={8}>
        {levels.map((level, index) => (
          <Radio
            key={level.key}
            value={level.key}
            label={level.value}
            onBlur={field.onBlur}
            ref={index === 0 ? field.ref : undefined}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Step 3: computer skills (spec 000 §5.6), each a level of the computer skills list. */
export function SkillsStep({ lists }: { lists: OptionLists }) {
  return (
    <StepSection title={messages.stepSkills} testId="step-skills">
      <Stack gap="lg">
        {SKILLS.map((name) => (
          <SkillLevel key={name} name={name} levels={lists.computer_skills} />
        ))}
      </Stack>
    </StepSection>
  );
}
