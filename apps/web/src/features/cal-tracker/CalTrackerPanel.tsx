import { CAL_GROUPS } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { PanelLoadState } from '../../ui/PageStates';
import type { CalScope } from './api';
import { CalProgressList } from './CalProgressList';
import { CalSection } from './CalSection';
import { useTracker, useTrackerLiveRefresh, type StatusEditor } from './hooks';
import messages from './messages';
import type { AddHandler } from './SubCalList';
import type { UploadHandler } from './MilestoneTable';

export interface CalTrackerPanelProps {
  scope: CalScope;
  /** The banner's has_cal: a Frontline Courses course has neither section (001 §1). */
  hasCal: boolean;
  /** The learner's own view (+Add, Upload File). */
  learner: boolean;
  editor?: StatusEditor;
  onAdd?: AddHandler;
  onUpload?: UploadHandler;
  /** A reviewer's read-only view of a milestone's form. */
  onViewForm?: UploadHandler;
}

/** The CAL TRACKER tab (001 §2.1): the progress bars, then Field Projects, then Scientific Communications. */
export function CalTrackerPanel({ scope, hasCal, learner, editor, onAdd, onUpload, onViewForm }: CalTrackerPanelProps) {
  const t = useT();
  const tracker = useTracker(scope);
  useTrackerLiveRefresh(scope);
  if (tracker.isPending || tracker.isError) {
    return <PanelLoadState error={tracker.error} failed={t(messages.trackerFailed)} retry={t(messages.retry)} onRetry={() => void tracker.refetch()} />;
  }
  const { data: cals, can_add: canAdd } = tracker.data;
  return (
    <div data-testid="cal-tracker">
      <CalProgressList cals={cals} />
      {hasCal &&
        CAL_GROUPS.map((group) => (
          <CalSection
            key={group}
            group={group}
            cals={cals.filter((cal) => cal.group === group)}
            scope={scope}
            learner={learner}
            canAdd={canAdd}
            editor={editor}
            onAdd={onAdd}
            onUpload={onUpload}
            onViewForm={onViewForm}
          />
        ))}
    </div>
  );
}
