import '../../ui/styles/common';
import '../../ui/styles/checks';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { COORDINATOR_COURSE_FIELDS, COURSE_TYPES, courseBody, type AdminCourse, type CourseBody, type CoursePatchBody } from '@fetp/contract';
import type { z } from 'zod';
import { useT } from '../../app/i18n';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { FormDateField, useSaveOutcome } from './fields';
import { HUB_CHOICES, useHubs, useSaveCourse } from './hooks';
import messages from './messages';
import { TYPE_LABELS } from './labels';

/** The form's values: texts where the contract also takes null or a number. */
type Values = Omit<z.input<typeof courseBody>, 'hub_id' | 'image_url' | 'external_url'> & { hub_id: string; image_url: string; external_url: string };
const FIELDS = [
  'key', 'title', 'type', 'hub_id', 'description', 'image_url', 'external_url', 'start_date', 'end_date', 'admission_open', 'admission_opens_on',
  'admission_closes_on',
] as const;
const SHORT_COURSES = COURSE_TYPES[1];


const valuesOf = (course: AdminCourse | null): Values => ({
  key: course?.key ?? 'course-v1:',
  title: course?.title ?? '',
  type: (course?.type as Values['type'] | undefined) ?? COURSE_TYPES[0],
  hub_id: course ? String(course.hub_id) : '',
  description: course?.description ?? '',
  image_url: course?.image_url ?? '',
  external_url: course?.external_url ?? '',
  start_date: course?.start_date ?? null,
  end_date: course?.end_date ?? null,
  admission_open: course?.admission_open ?? false,
  admission_opens_on: course?.admission_opens_on ?? null,
  admission_closes_on: course?.admission_closes_on ?? null,
});

/**
 * A course's settings (issue 32): a new course or a change. An administrator sets every field; a
 * coordinator of the course (`canChangeAll` false) sees key, type and hub as text and changes the
 * rest, and only the fields they may change are sent. The contract's schema checks the form as the
 * server does (end after start, admission closing on or after it opens).
 */
export function CourseForm({ course, canChangeAll, onSaved, onCancel }: {
  course: AdminCourse | null;
  canChangeAll: boolean;
  onSaved?: (course: AdminCourse) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const save = useSaveCourse();
  const outcome = useSaveOutcome();
  const hubs = useHubs(1, HUB_CHOICES, canChangeAll);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState: { isSubmitting } } = useForm<Values>({
    resolver: zodResolver(courseBody) as never,
    defaultValues: valuesOf(course),
  });
  const type = useWatch({ control, name: 'type' });
  const types = COURSE_TYPES.map((key) => ({ key, value: t(TYPE_LABELS[key]), selected: false }));
  const hubOptions = (hubs.data?.results ?? []).map((hub) => ({ key: String(hub.id), value: hub.name, selected: false }));

  const onSubmit = handleSubmit(async (values) => {
    // The resolver hands over the schema's output (null for an empty address, the hub's id as a number).
    const body = values as unknown as CourseBody;
    const sent: CourseBody | CoursePatchBody = canChangeAll
      ? body
      : Object.fromEntries(COORDINATOR_COURSE_FIELDS.map((field) => [field, body[field]]));
    let saved: AdminCourse | null = null;
    const ok = await outcome<Values>(async () => {
      const answer = await save.mutateAsync({ id: course?.id ?? null, body: sent });
      saved = answer.data;
      return answer;
    }, FIELDS, setError, setFailure);
    if (ok && saved) onSaved?.(saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="course-form">
      <Stack gap="md">
        {failure ? <ErrorAlert testId="course-form-failure">{failure}</ErrorAlert> : null}
        {canChangeAll ? (
          <>
            <TextField control={control} name="title" label={t(messages.colTitle)} required maxLength={255} />
            <TextField control={control} name="key" label={t(messages.colKey)} required maxLength={200} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField control={control} name="type" label={t(messages.colType)} options={types} required />
              <SelectField control={control} name="hub_id" label={t(messages.colHub)} options={hubOptions} required searchable />
            </SimpleGrid>
          </>
        ) : (
          course && (
            <Text fz="sm" c="dimmed" data-testid="course-fixed-fields">
              {t(messages.fixedFields, { key: course.key, type: course.type, hub: course.hub_name })}
            </Text>
          )
        )}
        <TextField control={control} name="description" label={t(messages.description)} multiline />
        <TextField control={control} name="image_url" label={t(messages.imageUrl)} placeholder="https://" />
        {type === SHORT_COURSES && <TextField control={control} name="external_url" label={t(messages.externalUrl)} placeholder="https://" />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateField control={control} name="start_date" label={t(messages.startDate)} testId="course-start" />
          <FormDateField control={control} name="end_date" label={t(messages.endDate)} testId="course-end" />
        </SimpleGrid>
        <CheckboxField control={control} name="admission_open" label={t(messages.admissionOpen)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateField control={control} name="admission_opens_on" label={t(messages.admissionOpensOn)} testId="course-opens" />
          <FormDateField control={control} name="admission_closes_on" label={t(messages.admissionClosesOn)} testId="course-closes" />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {onCancel && <Button variant="default" onClick={onCancel}>{t(messages.cancel)}</Button>}
          <Button type="submit" loading={isSubmitting} data-testid="course-save">{t(messages.save)}</Button>
        </Group>
      </Stack>
    </form>
  );
}
