import '../../ui/styles/common';
import '../../ui/styles/multiselect';
import '../../ui/styles/select';
import { useState } from 'react';
import { MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useT } from '../../app/i18n';
import messages from './messages';

type Courses = { label: string; value: string }[];
type CohortsByCourse = Record<string, { id: number; cohort: string }[]>;
/** Chosen cohort ids (as text) per course value. */
type Chosen = Record<string, string[]>;

/** More courses than this (a program advisor's whole programme): a course filter narrows the selectors shown. */
const FILTER_FROM = 4;

/**
 * Per-course cohort multi-selects (000 §2.4: searchable; 'No options available' when a course has
 * none, 'No options found' for a search). With many courses, a course filter shows one course's
 * selector at a time; choices made under other courses are kept.
 */
export default function CohortSelectors({ kind, courses, cohorts, value, onChange, error }: {
  kind: 'mentors' | 'mentees'; courses: Courses; cohorts: CohortsByCourse; value: Chosen; onChange: (next: Chosen) => void; error?: string;
}) {
  const t = useT();
  const [only, setOnly] = useState<string | null>(null);
  if (courses.length === 0) return <Text fz="sm" c="dimmed">{t(messages.noCourses)}</Text>;
  const shown = only ? courses.filter((c) => c.value === only) : courses;
  return (
    <Stack gap="xs" pl={{ base: 0, sm: 'lg' }}>
      {courses.length >= FILTER_FROM && (
        <Select
          label={t(messages.courseFilter)}
          placeholder={t(messages.allCourses)}
          data={courses}
          value={only}
          onChange={setOnly}
          searchable
          clearable
          nothingFoundMessage={t(messages.noOptionsFound)}
          comboboxProps={{ withinPortal: true }}
          data-testid={`bulk-mail-${kind}-course`}
        />
      )}
      {shown.map((course, i) => {
        const options = (cohorts[course.value] ?? []).map((c) => ({ value: String(c.id), label: c.cohort }));
        return (
          <MultiSelect
            key={course.value}
            label={t(kind === 'mentors' ? messages.mentorCohorts : messages.menteeCohorts, { course: course.label })}
            placeholder={t(messages.cohortPlaceholder)}
            data={options}
            value={value[course.value] ?? []}
            onChange={(ids) => onChange({ ...value, [course.value]: ids })}
            searchable
            clearable
            nothingFoundMessage={t(options.length ? messages.noOptionsFound : messages.noOptionsAvailable)}
            comboboxProps={{ withinPortal: true }}
            error={i === 0 ? error : undefined}
            data-testid={`bulk-mail-${kind}-${course.value}`}
          />
        );
      })}
    </Stack>
  );
}
