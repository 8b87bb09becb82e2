import { CAL_API as API, type AnswerOf, type MilestoneStatus, type SubCalStatus } from '@fetp/contract';
import { http } from '../../app/http';

/**
 * Whose tracker a page shows: the signed-in learner's own course (the course page), or a mentee's
 * course as their mentor, their course's coordinator or the mentee sees it (the mentee details page).
 */
export type CalScope = { kind: 'course'; course: number } | { kind: 'mentee'; course: number; mentee: number };

export type BannerAnswer = AnswerOf<typeof API.courseBanner>;
export type TabsAnswer = AnswerOf<typeof API.courseTabs>;
export type TrackerAnswer = AnswerOf<typeof API.courseTracker>;
export type MilestonesAnswer = AnswerOf<typeof API.courseMilestones>;
export type StatusAnswer = AnswerOf<typeof API.milestoneStatus>;

/** A call's path with its :params filled in. */
function pathOf(path: string, params: Record<string, number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

export interface MilestoneStatusChange {
  subCal: number;
  milestone: number;
  status: MilestoneStatus;
}

export interface SubCalStatusChange {
  subCal: number;
  status: SubCalStatus;
}

/**
 * The CAL tracker's calls (001 §7 "CAL and milestones"). The loads show no toast (a page tells a
 * failure in place); the status changes show the server's message as the client's toasts do.
 */
export const calApi = {
  banner: (scope: CalScope) =>
    scope.kind === 'course'
      ? http.get<BannerAnswer>(pathOf(API.courseBanner.path, { course: scope.course }), { toast: false })
      : http.get<BannerAnswer>(pathOf(API.menteeBanner.path, { id: scope.mentee }), { query: { course_id: scope.course }, toast: false }),
  tabs: (scope: CalScope) =>
    scope.kind === 'course'
      ? http.get<TabsAnswer>(API.courseTabs.path, { query: { course_id: scope.course }, toast: false })
      : http.get<TabsAnswer>(API.menteeTabs.path, { query: { course_id: scope.course, mentee_id: scope.mentee }, toast: false }),
  tracker: (scope: CalScope) =>
    scope.kind === 'course'
      ? http.get<TrackerAnswer>(pathOf(API.courseTracker.path, { course: scope.course }), { toast: false })
      : http.get<TrackerAnswer>(pathOf(API.menteeTracker.path, { course: scope.course, mentee: scope.mentee }), { toast: false }),
  /** The milestones of one sub-CAL (form data cal_id, course_id). */
  milestones: (scope: CalScope, subCal: number) => {
    const form = { cal_id: subCal, course_id: scope.course };
    return scope.kind === 'course'
      ? http.post<MilestonesAnswer>(API.courseMilestones.path, { form, toast: false })
      : http.post<MilestonesAnswer>(pathOf(API.menteeMilestones.path, { id: scope.mentee }), { form, toast: false });
  },
  /** A mentor's or coordinator's change of a milestone's status. */
  milestoneStatus: (course: number, mentee: number, change: MilestoneStatusChange) =>
    http.post<StatusAnswer>(pathOf(API.milestoneStatus.path, { id: mentee }), {
      form: { milestone_id: change.milestone, milestone_status: change.status, cal_id: change.subCal, course_id: course },
    }),
  /** A mentor's or coordinator's change of a sub-CAL's status. */
  subCalStatus: (course: number, mentee: number, change: SubCalStatusChange) =>
    http.post<StatusAnswer>(pathOf(API.subCalStatus.path, { id: mentee }), {
      form: { cal_id: change.subCal, course_id: course, cal_status: change.status },
    }),
};
