import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button, Fieldset, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ADMISSION_LIMITS, MESSAGES, previousExperienceRow } from '@fetp/contract';
import { useFieldError, useT } from '../../app/i18n';
import { rowErrors } from './ExtraEducation';
import { localId, type ApplicantForm, type PreviousExperience as Row } from './form';
import messages from './messages';
import { RowItem, RowList, RowProblem } from './RowList';

type Entry = Omit<Row, 'id'>;
const EMPTY: Entry = { designation: '', org: '', experience: '' };

/**
 * Past posts on the work step (spec 000 §2.6, §5.5): add, edit (the add button then reads
 * UPDATE_EXPERIENCE) and delete. Adding needs designation, organisation and years.
 */
export function PreviousExperience() {
  const t = useT();
  const fieldError = useFieldError();
  const { setValue, clearErrors } = useFormContext<ApplicantForm>();
  const rows = useWatch<ApplicantForm, 'prev_exp_data'>({ name: 'prev_exp_data' });
  const { errors } = useFormState<ApplicantForm>({ name: 'prev_exp_data' });
  const [entry, setEntry] = useState<Entry>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const listError = errors.prev_exp_data?.message ?? errors.prev_exp_data?.root?.message;

  const change = (patch: Partial<Entry>) => setEntry((current) => ({ ...current, ...patch }));

  const reset = () => {
    setEntry(EMPTY);
    setEditing(null);
    setProblem(null);
  };

  const save = () => {
    const parsed = previousExperienceRow.safeParse({ id: editing ?? localId(), ...entry });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? MESSAGES.addExperience);
      return;
    }
    const row = parsed.data;
    const next = editing ? rows.map((r) => (r.id === editing ? row : r)) : [...rows, row];
    setValue('prev_exp_data', next, { shouldDirty: true });
    clearErrors('prev_exp_data');
    reset();
  };

  const edit = (row: Row) => {
    setEntry({ designation: row.designation, org: row.org, experience: row.experience });
    setEditing(row.id);
    setProblem(null);
  };

  const remove = (id: string) => {
    setValue('prev_exp_data', rows.filter((r) => r.id !== id), { shouldDirty: true });
    clearErrors('prev_exp_data');
    if (editing === id) reset();
  };

  return (
    <Fieldset legend={t(messages.previousExperienceTitle)} radius="md" data-testid="previous-experience">
      <Text c="dimmed" fz="sm" mb="sm">
        {t(messages.previousExperienceText)}
      </Text>
      {rows.length > 0 && (
        <RowList testId="previous-experience-rows">
          {rows.map((row, index) => (
            <RowItem
              key={row.id}
              title={row.designation}
              detail={t(messages.experienceRow, { org: row.org, years: Number(row.experience) })}
              errors={rowErrors(errors.prev_exp_data?.[index], fieldError)}
              actions={
                <>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    aria-label={t(messages.editExperience, { designation: row.designation })}
                    onClick={() => edit(row)}
                    disabled={editing === row.id}
                  >
                    {t(messages.edit)}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    aria-label={t(messages.deleteExperience, { designation: row.designation })}
                    onClick={() => remove(row.id)}
                  >
                    {t(messages.delete)}
                  </Button>
                </>
              }
            />
          ))}
        </RowList>
      )}
      {listError && (
        <Text c="red" fz="sm" mt="xs">
          {fieldError(listError)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm" mt={rows.length ? 'md' : 0}>
        <TextInput
          label={t(messages.previousDesignation)}
          maxLength={ADMISSION_LIMITS.text}
          value={entry.designation}
          onChange={(e) => change({ designation: e.currentTarget.value })}
        />
        <TextInput
          label={t(messages.previousOrganisation)}
          maxLength={ADMISSION_LIMITS.text}
          value={entry.org}
          onChange={(e) => change({ org: e.currentTarget.value })}
        />
        <TextInput
          label={t(messages.previousYears)}
          inputMode="numeric"
          maxLength={ADMISSION_LIMITS.experienceMaxDigits}
          value={entry.experience}
          onChange={(e) => change({ experience: e.currentTarget.value.replace(/\D+/g, '') })}
        />
      </SimpleGrid>
      <RowProblem problem={problem} onClose={() => setProblem(null)} />
      <Group mt="md" gap="sm">
        <Button
          variant="light"
          leftSection={editing ? <IconDeviceFloppy size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
          onClick={save}
          disabled={!editing && rows.length >= ADMISSION_LIMITS.previousExperienceMax}
        >
          {editing ? t(messages.updateExperience) : t(messages.addExperience)}
        </Button>
        {editing && (
          <Button variant="default" onClick={reset}>
            {t(messages.cancel)}
          </Button>
        )}
      </Group>
    </Fieldset>
  );
}
