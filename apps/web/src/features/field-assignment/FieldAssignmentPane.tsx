import '../../ui/styles/common';
import { Stack } from '@mantine/core';
import { FieldAssignmentCounts } from './FieldAssignmentCounts';
import { GraduationTable } from './GraduationTable';
import { ProjectsTable } from './ProjectsTable';

export interface FieldAssignmentPaneProps {
  courseId: number;
  cohortId: number;
}

/**
 * The Field Assignment tab of the coordinator dashboard (002 §2.7), for a cohort of a Frontline
 * course: the analytics counts, the project list with its add and edit form, and the graduation
 * table. Another cohort starts afresh (first pages, no dialog open).
 */
export default function FieldAssignmentPane({ cohortId }: FieldAssignmentPaneProps) {
  return (
    <Stack gap="xl" key={cohortId} data-testid="field-assignment-pane">
      <FieldAssignmentCounts cohortId={cohortId} />
      <ProjectsTable cohortId={cohortId} />
      <GraduationTable cohortId={cohortId} />
    </Stack>
  );
}
