import { useState } from 'react';
import { useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { Button, Fieldset, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ADMISSION_LIMITS, MESSAGES, extraEducationRow, type Option } from '@fetp/contract';
import { useFieldError, useT } from '../../app/i18n';
import { optionLabel, toSelectData } from './fields';
import type { ApplicantForm, ExtraEducation as Row } from './form';
import messages from './messages';
import { RowItem, RowList, RowProblem } from './RowList';

const EMPTY: Row = { other_degree: '', passing_year: '', institution: '', university: '' };
const digits = (v: string) => v.replace(/\D+/g, '');

/** Messages the server (or the step check) put on a row's fields. */
export function rowErrors(error: unknown, translate: (m: string | undefined) => string | undefined): string[] {
  if (!error || typeof error !== 'object') return [];
  return Object.values(error as Record<string, FieldError | undefined>)
    .map((e) => (e && typeof e === 'object' && 'message' in e ? translate(e.message) : undefined))
    .filter((m): m is string => Boolean(m));
}

/** Other degrees on the education step (spec 000 §5.4): add a filled row, delete a row. */
export function ExtraEducation({ degrees }: { degrees: Option[] }) {
  const t = useT();
  const fieldError = useFieldError();
  const { setValue, clearErrors } = useFormContext<ApplicantForm>();
  const rows = useWatch<ApplicantForm, 'extra_education_data'>({ name: 'extra_education_data' });
  const { errors } = useFormState<ApplicantForm>({ name: 'extra_education_data' });
  const [entry, setEntry] = useState<Row>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const listError = errors.extra_education_data?.message ?? errors.extra_education_data?.root?.message;

  const change = (patch: Partial<Row>) => setEntry((current) => ({ ...current, ...patch }));

  const add = () => {
    const parsed = extraEducationRow.safeParse(entry);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? MESSAGES.addEducation);
      return;
    }
    setValue('extra_education_data', [...rows, parsed.data], { shouldDirty: true });
    clearErrors('extra_education_data');
    setEntry(EMPTY);
    setProblem(null);
  };

  const remove = (index: number) => {
    setValue('extra_education_data', rows.filter((_, i) => i !== index), { shouldDirty: true });
    clearErrors('extra_education_data');
  };

  return (
    <Fieldset legend={t(messages.extraEducationTitle)} radius="md" data-testid="extra-education">
      <Text c="dimmed" fz="sm" mb="sm">
        {t(messages.extraEducationText)}
      </Text>
      {rows.length > 0 && (
        <RowList testId="extra-education-rows">
          {rows.map((row, index) => {
            const degree = optionLabel(degrees, row.other_degree);
            return (
              <RowItem
                key={`${row.other_degree}-${row.passing_year}-${index}`}
                title={degree}
                detail={t(messages.extraEducationRow, { year: row.passing_year, institution: row.institution, university: row.university })}
                errors={rowErrors(errors.extra_education_data?.[index], fieldError)}
                actions={
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    aria-label={t(messages.deleteEducation, { degree })}
                    onClick={() => remove(index)}
                  >
                    {t(messages.delete)}
                  </Button>
                }
              />
            );
          })}
        </RowList>
      )}
      {listError && (
        <Text c="red" fz="sm" mt="xs">
          {fieldError(listError)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" mt={rows.length ? 'md' : 0}>
        <Select
          label={t(messages.extraDegree)}
          placeholder={t(messages.choose)}
          nothingFoundMessage={t(messages.noOptions)}
          comboboxProps={{ withinPortal: true }}
          allowDeselect={false}
          searchable
          data={toSelectData(degrees)}
          value={entry.other_degree || null}
          onChange={(value) => change({ other_degree: value ?? '' })}
        />
        <TextInput
          label={t(messages.extraYear)}
          description={t(messages.yearHint)}
          inputMode="numeric"
          maxLength={4}
          value={entry.passing_year}
          onChange={(e) => change({ passing_year: digits(e.currentTarget.value) })}
        />
        <TextInput
          label={t(messages.extraInstitution)}
          maxLength={ADMISSION_LIMITS.text}
          value={entry.institution}
          onChange={(e) => change({ institution: e.currentTarget.value })}
        />
        <TextInput
          label={t(messages.extraUniversity)}
          maxLength={ADMISSION_LIMITS.text}
          value={entry.university}
          onChange={(e) => change({ university: e.currentTarget.value })}
        />
      </SimpleGrid>
      <RowProblem problem={problem} onClose={() => setProblem(null)} />
      <Group mt="md">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={rows.length >= ADMISSION_LIMITS.extraEducationMax}
        >
          {t(messages.addEducation)}
        </Button>
      </Group>
    </Fieldset>
  );
}
