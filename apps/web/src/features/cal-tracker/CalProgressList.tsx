import '../../ui/styles/common';
import '../../ui/styles/progress';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { TrackerCal } from '@fetp/contract';
import { useT } from '../../app/i18n';
import messages from './messages';

/** The style of a CAL's progress bar (001 §4). */
export type ProgressState = 'completed' | 'pending' | 'passed_due_date';

/**
 * Completed at 100 percent average progress, otherwise pending; passed due date whenever one of
 * its sub-CALs has passed its due date (that mark wins: a late sub-CAL is what the reader must see).
 */
export function progressState(cal: TrackerCal): ProgressState {
  if (cal.data.some((sub) => sub.status === 'passed_due_date')) return 'passed_due_date';
  return cal.average_progress >= 100 ? 'completed' : 'pending';
}

/** Bar colours, each at least 3:1 against the track and the page (a graphic, told in words beside it too). */
const COLORS: Record<ProgressState, string> = { completed: 'green.8', pending: 'orange.8', passed_due_date: 'red.8' };
const LABELS = { completed: messages.statusCompleted, pending: messages.statusPending, passed_due_date: messages.statusPassedDueDate };

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The progress bar list at the top of the CAL TRACKER tab (001 §2.1): one bar per CAL. */
export function CalProgressList({ cals }: { cals: readonly TrackerCal[] }) {
  const t = useT();
  if (cals.length === 0) {
    return (
      <Text c="dimmed" mb="lg">
        {t(messages.noCals)}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="md" m={0} mb="xl" p={0} style={{ listStyle: 'none' }} aria-label={t(messages.progressHeading)}>
      {cals.map((cal) => {
        const state = progressState(cal);
        const value = clamp(cal.average_progress);
        return (
          <li key={cal.cal} data-testid="cal-progress" data-state={state}>
            <Group justify="space-between" gap="xs" mb={4} wrap="nowrap" align="flex-end">
              <Text fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Text span fw={700}>
                  {cal.cal_short_name}
                </Text>{' '}
                <Text span c="dimmed">
                  {cal.cal_full_name}
                </Text>
              </Text>
              <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {t(messages.percent, { value })}
                {' · '}
                <Text span fz="sm" fw={600} data-testid="cal-progress-state">
                  {t(LABELS[state])}
                </Text>
              </Text>
            </Group>
            <Progress value={value} color={COLORS[state]} size="lg" radius="xl" aria-label={t(messages.progressLabel, { name: cal.cal_full_name })} />
          </li>
        );
      })}
    </Stack>
  );
}
