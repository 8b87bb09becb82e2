import { lazy, Suspense, useState } from 'react';
import type { MilestoneItem, SubCalItem, TrackerCal } from '@fetp/contract';
import type { CourseTabPanelProps } from '../course-page';
import type { CalScope } from './api';
import { CalTrackerPanel } from './CalTrackerPanel';
import { formKindOf } from './formKind';
import { useRefreshAfterUpload, useStatusEditor } from './hooks';

/** The +Add modal (its form renderer and Mantine's Modal) is its own chunk, fetched when first opened. */
const RegisterSubCalModal = lazy(() => import('./RegisterSubCalModal'));
/** The Upload File modals (a file, or a start, end or abstract form) are chunks of their own too. */
const UploadFileModal = lazy(() => import('./UploadFileModal'));
/** A start, end or abstract form: the learner fills it; a reviewer sees it read-only (the server answers is_editable false). */
const CalFormModal = lazy(() => import('./CalFormModal'));

type Opened = { milestone: MilestoneItem; subCal: SubCalItem };

/**
 * The CAL TRACKER tab of the course page and the mentee details page (001 §2.1, §2.2): the tracker,
 * with the learner's +Add and Upload File, or a reviewer's status changes and read-only forms.
 */
export default function CalTrackerTab({ mentee, course, page, learner, banner }: CourseTabPanelProps) {
  const [scope] = useState<CalScope>(() => (page === 'course' ? { kind: 'course', course } : { kind: 'mentee', course, mentee }));
  const editor = useStatusEditor(scope);
  const refresh = useRefreshAfterUpload(scope);
  const [adding, setAdding] = useState<TrackerCal | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = (milestone: MilestoneItem, subCal: SubCalItem) => setOpened({ milestone, subCal });
  const close = () => setOpened(null);
  const kind = opened ? formKindOf(opened.milestone) : null;
  return (
    <>
      <CalTrackerPanel
        scope={scope}
        hasCal={banner.has_cal}
        learner={learner}
        editor={learner ? undefined : editor}
        onAdd={learner ? setAdding : undefined}
        onUpload={learner ? open : undefined}
        onViewForm={learner ? undefined : open}
      />
      {opened && kind && (
        <Suspense fallback={null}>
          <CalFormModal
            key={opened.milestone.id}
            scope={scope}
            target={{ kind, subCal: opened.subCal.id, menteeUser: mentee, milestone: opened.milestone.id }}
            milestone={opened.milestone.title}
            onClose={close}
          />
        </Suspense>
      )}
      {learner && opened && !kind && opened.milestone.upload_file.tag_type === 'file' && (
        <Suspense fallback={null}>
          <UploadFileModal key={opened.milestone.id} milestone={opened.milestone} onClose={close} onUploaded={refresh} />
        </Suspense>
      )}
      {adding && (
        <Suspense fallback={null}>
          <RegisterSubCalModal key={adding.cal} scope={scope} cal={adding} onClose={() => setAdding(null)} />
        </Suspense>
      )}
    </>
  );
}
