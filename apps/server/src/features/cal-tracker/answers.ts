import {
  CAL_GROUP_TYPES, type CalGroup, type MilestoneItem, type MilestoneStatus, type MilestoneTakes, type SubCalItem, type SubCalStatus, type TrackerCal,
} from '@fetp/contract';
import type { TrackerScope } from '../../plugins/officer-access';
import { meanPercent, subCalProgress } from '../../progress';
import type { MilestoneRow, TrackerRow } from './queries';

/** How the tracker's and the milestones' rows are answered (001 §3.2, §3.3): who may change what, and the progress shown. */

/**
 * The tracker as answered: each CAL with the officer's sub-CALs and its average progress (the mean
 * of its sub-CALs' progress; 0 with none). A course without CAL sections (Frontline) has none.
 */
export function trackerFrom(rows: TrackerRow[], scope: Pick<TrackerScope, 'hasCal' | 'viewer'>): TrackerCal[] {
  if (!scope.hasCal) return [];
  const editable = scope.viewer !== 'self';
  const byCal = new Map<number, { cal: TrackerRow; subs: TrackerRow[] }>();
  for (const row of rows) {
    const entry = byCal.get(row.cal_id) ?? { cal: row, subs: [] };
    if (row.sub_id !== null) entry.subs.push(row);
    byCal.set(row.cal_id, entry);
  }
  return [...byCal.values()].map(({ cal, subs }) => {
    // The rules of ../../progress (its SQL gives the banner's and the dashboards' CAL Progress the same way).
    const progress = subs.map((s) => subCalProgress(s.completed, s.total));
    return {
      cal: cal.cal_id,
      cal_short_name: cal.short_name,
      cal_full_name: cal.full_name,
      cal_type: CAL_GROUP_TYPES[cal.group as CalGroup],
      group: cal.group as CalGroup,
      average_progress: meanPercent(progress),
      data: subs.map((s) => subCalItemOf({ id: s.sub_id!, autoName: s.auto_name!, shortTitle: s.short_title!, status: s.status! }, editable)),
    };
  });
}

export function subCalItemOf(row: { id: number; autoName: string; shortTitle: string; status: string }, editable: boolean): SubCalItem {
  return {
    id: row.id,
    auto_name: row.autoName,
    short_title: row.shortTitle,
    is_cal: true,
    status: row.status as SubCalStatus,
    is_status_editable: editable,
  };
}

/**
 * A milestone as the viewer may act on it: reviewers change statuses; the officer uploads or fills,
 * but not once the milestone or its whole sub-CAL is completed (read-only until a reviewer reopens it).
 */
export function milestoneItemOf(m: MilestoneRow, reviewer: boolean, subCalStatus: SubCalStatus, linkTo: (fileId: number) => string): MilestoneItem {
  const status = m.status as MilestoneStatus;
  const takes = m.takes as MilestoneTakes;
  const closed = status === 'completed' || subCalStatus === 'completed';
  const hasFile = m.file_id !== null;
  return {
    id: m.id,
    sequence: m.sequence,
    title: m.title,
    takes,
    due_date: m.due_date,
    submitted: m.submitted_at ? new Date(m.submitted_at).toISOString() : null,
    status,
    is_status_editable: reviewer,
    latest_file: {
      tag_type: m.tag_type ?? '',
      text: hasFile ? m.file_name! : '-',
      redirect_to: null,
      file: hasFile ? linkTo(m.file_id!) : null,
      file_name: hasFile ? m.file_name : null,
      disable: !hasFile,
    },
    upload_file: {
      text: takes === 'file' ? 'Upload' : `${takes.charAt(0).toUpperCase()}${takes.slice(1)} Form`,
      tag_type: takes === 'file' ? 'file' : `${takes}_form`,
      disable: reviewer || closed,
    },
    file: { text: 'Files', disable: (m.versions ?? 0) === 0 },
  };
}

