import '../../ui/styles/common';
import '../../ui/styles/modal';
import '../../ui/styles/select';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Fieldset, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CAL_GROUPS, CAL_TEMPLATE_FORM_KINDS, CAL_TEMPLATE_LIMITS as L, MILESTONE_TAKES, NEW_CAL_FORM, TEPHINET_CATEGORIES, calTemplateBody,
  type AdminCal, type CalFormChoice, type CalTemplateBody, type CalTemplateFormKind, type Option,
} from '@fetp/contract';
import { useFieldError, useT } from '../../app/i18n';
import { useChangeOutcome } from '../../app/changeOutcome';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { MoveButtons } from '../../ui/MoveButtons';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { useSaveCal } from './hooks';
import { CATEGORY_LABELS, FORM_LABELS, GROUP_LABELS, TAKES_LABELS } from './labels';
import messages from './messages';

/** The CAL form's values as typed: numbers as text, "no form" and "not counted" as `none`. */
interface CalValues {
  group: string;
  short_name: string;
  full_name: string;
  expected_count: string;
  tephinet_category: string;
  forms: Record<CalTemplateFormKind, string>;
  milestones: Array<{ title: string; due_offset_days: string; takes: string }>;
}

const NONE = 'none';
const option = (key: string, value: string): Option => ({ key, value, selected: false });
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The body the form sends: the contract's, so its rules (and their paths) are the server's. */
const bodyOf = (v: CalValues): CalTemplateBody => ({
  group: v.group as CalTemplateBody['group'],
  short_name: v.short_name,
  full_name: v.full_name,
  expected_count: numberOf(v.expected_count),
  tephinet_category: v.tephinet_category === NONE ? null : (v.tephinet_category as CalTemplateBody['tephinet_category']),
  forms: {
    registration: v.forms.registration,
    start: v.forms.start === NONE ? null : v.forms.start,
    end: v.forms.end === NONE ? null : v.forms.end,
    abstract: v.forms.abstract === NONE ? null : v.forms.abstract,
  },
  milestones: v.milestones.map((m) => ({ title: m.title, due_offset_days: numberOf(m.due_offset_days), takes: m.takes as CalTemplateBody['milestones'][number]['takes'] })),
});

const valuesOf = (cal: AdminCal | null): CalValues => ({
  group: cal?.group ?? 'project',
  short_name: cal?.short_name ?? '',
  full_name: cal?.full_name ?? '',
  expected_count: String(cal?.expected_count ?? 1),
  tephinet_category: cal?.tephinet_category ?? NONE,
  forms: {
    registration: cal?.forms.registration ?? NEW_CAL_FORM,
    start: cal?.forms.start ?? NONE,
    end: cal?.forms.end ?? NONE,
    abstract: cal?.forms.abstract ?? NONE,
  },
  milestones: cal?.milestones.map((m) => ({ title: m.title, due_offset_days: String(m.due_offset_days), takes: m.takes })) ?? [{ title: '', due_offset_days: '', takes: 'file' }],
});

/** Every field a refusal may name, for the server's messages to go under them. */
const fieldsOf = (milestones: number) => [
  'group', 'short_name', 'full_name', 'expected_count', 'tephinet_category', 'milestones',
  ...CAL_TEMPLATE_FORM_KINDS.map((kind) => `forms.${kind}`),
  ...Array.from({ length: milestones }, (_, i) => [`milestones.${i}.title`, `milestones.${i}.due_offset_days`, `milestones.${i}.takes`]).flat(),
] as const;

type MilestoneRow = CalValues['milestones'][number];

/**
 * The milestone rows: their values live in the form (`milestones`), each row keeps a stable key for
 * React. (react-hook-form's useFieldArray would add its code to every page that uses the form library.)
 */
function useMilestoneRows(count: number, rows: () => MilestoneRow[], setRows: (rows: MilestoneRow[]) => void) {
  const next = useRef(count);
  const [keys, setKeys] = useState(() => Array.from({ length: count }, (_, i) => i));
  const change = (values: MilestoneRow[], order: number[]) => {
    setRows(values);
    setKeys(order);
  };
  return {
    keys,
    append: (row: MilestoneRow) => change([...rows(), row], [...keys, next.current++]),
    remove: (index: number) => change(rows().filter((_, i) => i !== index), keys.filter((_, i) => i !== index)),
    swap: (a: number, b: number) => {
      const values = [...rows()];
      const order = [...keys];
      [values[a], values[b]] = [values[b]!, values[a]!];
      [order[a], order[b]] = [order[b]!, order[a]!];
      change(values, order);
    },
  };
}

/**
 * Adds a CAL to a course or changes one: group, names, what a completed one counts as, how many each
 * officer is expected to complete, its forms and its milestones (added, ordered, removed). The
 * contract's rules run as the reader types and again on the server.
 */
export default function CalFormModal({ courseId, cal, forms, onClose }: { courseId: number; cal: AdminCal | null; forms: CalFormChoice[]; onClose: () => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const save = useSaveCal(courseId);
  const outcome = useChangeOutcome(messages.saveFailed);
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = valuesOf(cal);
  const { control, handleSubmit, setError, getValues, setValue, formState: { isSubmitting, errors } } = useForm<CalValues>({
    resolver: (async (values: CalValues, context: unknown, options: never) => {
      const result = await zodResolver(calTemplateBody)(bodyOf(values) as never, context, options);
      return Object.keys(result.errors).length === 0 ? { values, errors: {} } : { values: {}, errors: result.errors as FieldErrors<CalValues> };
    }) as never,
    defaultValues: defaults,
  });
  const milestones = useMilestoneRows(defaults.milestones.length, () => getValues('milestones'), (rows) => setValue('milestones', rows));
  const fixed = (cal?.sub_cals ?? 0) > 0;

  const onSubmit = handleSubmit(async (values) => {
    const problem = await outcome<CalValues>(() => save.mutateAsync({ id: cal?.id ?? null, body: bodyOf(values) }), {
      fields: fieldsOf(values.milestones.length) as never, setError,
    });
    if (problem === null) onClose();
    else setFailure(problem || null);
  });

  const formOptions = (kind: CalTemplateFormKind): Option[] => {
    const named = cal?.forms[kind];
    const offered = forms.filter((f) => f.kind === kind);
    return [
      ...(kind === 'registration' ? [] : [option(NONE, t(messages.noForm))]),
      option(NEW_CAL_FORM, t(messages.newForm)),
      ...offered.map((f) => option(f.key, `${f.name} (${f.key})`)),
      ...(named && !offered.some((f) => f.key === named) ? [option(named, named)] : []),
    ];
  };
  const options = <K extends string>(keys: readonly K[], labels: Record<K, (typeof messages)[keyof typeof messages]>): Option[] =>
    keys.map((key) => option(key, t(labels[key])));
  const listError = errors.milestones?.message ?? errors.milestones?.root?.message;

  return (
    <Modal opened onClose={onClose} size="xl" title={t(cal ? messages.editCal : messages.addCal)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="cal-form-modal">
      <form onSubmit={onSubmit} noValidate data-testid="cal-form">
        <Stack gap="md">
          {failure ? <ErrorAlert testId="cal-form-failure">{failure}</ErrorAlert> : null}
          {fixed ? <Alert color="blue" variant="light">{t(messages.nameFixedHint, { count: cal!.sub_cals })}</Alert> : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <SelectField control={control} name="group" label={t(messages.group)} required disabled={fixed} options={options(CAL_GROUPS, GROUP_LABELS)} />
            <TextField control={control} name="short_name" label={t(messages.colShortName)} required disabled={fixed} maxLength={L.shortNameMax} />
            <TextField control={control} name="expected_count" label={t(messages.colExpected)} required digits maxLength={2} />
          </SimpleGrid>
          <TextField control={control} name="full_name" label={t(messages.colFullName)} required maxLength={L.fullNameMax} />
          <SelectField
            control={control} name="tephinet_category" label={t(messages.colCountsAs)} required
            options={[option(NONE, t(messages.countsAsNothing)), ...options(TEPHINET_CATEGORIES, CATEGORY_LABELS)]}
          />
          <Fieldset legend={t(messages.colForms)}>
            <Stack gap="sm">
              <Text fz="sm" c="dimmed">{t(messages.formsHint)}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {CAL_TEMPLATE_FORM_KINDS.map((kind) => (
                  <SelectField key={kind} control={control} name={`forms.${kind}`} label={t(FORM_LABELS[kind])} required={kind === 'registration'} options={formOptions(kind)} />
                ))}
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend={t(messages.colMilestones)}>
            <Stack gap="sm" data-testid="milestone-rows">
              <Text fz="sm" c="dimmed">{t(messages.milestonesHint)}</Text>
              {listError ? <Text c="red" fz="sm" role="alert">{fieldError(listError)}</Text> : null}
              {milestones.keys.map((rowKey, index) => {
                const number = index + 1;
                const named = t(messages.milestoneNamed, { number });
                return (
                  <Group key={rowKey} align="flex-start" gap="xs" wrap="nowrap" data-testid="milestone-row">
                    <Stack pt={28}>
                      <MoveButtons labels={{ up: t(messages.moveUp, { name: named }), down: t(messages.moveDown, { name: named }) }}
                        index={index} count={milestones.keys.length} disabled={false} onMove={(by) => milestones.swap(index, index + by)} />
                    </Stack>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1, minWidth: 0 }} spacing="xs">
                      <TextField control={control} name={`milestones.${index}.title`} label={t(messages.milestoneTitle, { number })} required maxLength={L.titleMax} />
                      <TextField control={control} name={`milestones.${index}.due_offset_days`} label={t(messages.dueDay)} required digits maxLength={4} />
                      <SelectField control={control} name={`milestones.${index}.takes`} label={t(messages.takes)} required options={options(MILESTONE_TAKES, TAKES_LABELS)} />
                    </SimpleGrid>
                    <ActionIcon variant="subtle" color="red" mt={28} onClick={() => milestones.remove(index)} aria-label={t(messages.removeMilestone, { number })}>✕</ActionIcon>
                  </Group>
                );
              })}
              <Group>
                <Button variant="light" size="xs" disabled={milestones.keys.length >= L.milestonesMax} data-testid="add-milestone"
                  onClick={() => milestones.append({ title: '', due_offset_days: '', takes: 'file' })}>{t(messages.addMilestone)}</Button>
              </Group>
            </Stack>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t(messages.cancel)}</Button>
            <Button type="submit" loading={isSubmitting} data-testid="cal-save">{t(messages.save)}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
