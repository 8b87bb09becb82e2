import {
  CAL_DETAILS_PAGE_SIZE, COORDINATOR_TABS, COORDINATOR_TAB_LABELS, DASHBOARD_MESSAGES, OFFICER_PAGE_SIZE, OFFICER_PAGE_SIZE_INTERNATIONAL, ROLES,
  milestoneFilePath, pageUrl,
  type CalBasedAnswer, type CalDetailsAnswer, type CalProgressRow, type CoordinatorDashboardAnswer, type CoordinatorTab, type CourseType,
  type DashboardCohort, type DropdownCoursesAnswer, type IndividualCalAnswer, type OfficerTableAnswer, type OfficersAnalyticsAnswer, type QuickOverviewAnswer,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { Queryable } from '../../db/client';
import { cohortStanding, cohortsEnrolledIn, coordinatedCourses, coordinates, enrolledInCohort, type CohortStanding } from '../../db/scopes';
import type { CurrentUser } from '../../plugins/auth';
import { percent, roundedMean } from '../../progress';
import { fieldError, forbidden, notFound } from '../../plugins/errors';
import { FRONTLINE_COURSE_TYPE } from '../../plugins/officer-access';
import {
  calOfCourse, calProgressRecords, calSubCalCount, calSummaries, cohortList, cohortOfficers, cohortOverview, cohortPeopleCounts,
  courseOverview, internationalHubOfCohort, newestCohort, officerCount, officerPage, type CalProgressRecord, type CourseOverview,
} from './queries';

/**
 * The coordinator dashboard (002 §2.2, §2.3, §3, §6): who may ask what, and the answers' shapes.
 * Every call names a course or a cohort the caller must coordinate, and an officer must be
 * enrolled in the cohort named; an id that does not exist is refused as one of another course
 * (403, the same answer), so a call tells nothing of others' records.
 */

type Db = Queryable;
const FETP_COURSE: CourseType = 'FETP Course';

/** DD/MM/YYYY (002 §9), in UTC. */
const ddmmyyyy = (at: Date | string) => new Date(at).toISOString().slice(0, 10).split('-').reverse().join('/');

/** The officer's mentee details page in a course (the course page reads `?course=`). */
export const menteeDetailsUrl = (menteeId: number, courseId: number) => `${pageUrl('menteeDashboard', { id: menteeId })}?course=${courseId}`;

/** A cohort the caller coordinates, or 403 (also for a cohort that does not exist). */
async function coordinatedCohort(db: Db, callerId: number, cohortId: number): Promise<CohortStanding> {
  const cohort = await cohortStanding(db, callerId, cohortId);
  if (!cohort?.coordinates) throw forbidden(DASHBOARD_MESSAGES.notYourCohort);
  return cohort;
}

/** The courses the caller coordinates, by title, the first selected. */
export async function dropdownCourses(db: Db, callerId: number): Promise<DropdownCoursesAnswer> {
  const list = await coordinatedCourses(db, callerId);
  return { my_courses: list.map((c, i) => ({ value: c.id, label: c.title, is_selected: i === 0 })) };
}

/** Which tabs a course's cohorts show (002 §2.2): the same for each cohort of the course. */
export function tabsOf(course: Pick<CourseOverview, 'type' | 'has_cals' | 'has_modules'>): DashboardCohort['tabs'] {
  const frontline = course.type === FRONTLINE_COURSE_TYPE;
  const shown: Record<CoordinatorTab, boolean> = {
    field_assignment: frontline,
    officer: true,
    modules_progress: course.has_modules,
    meetings: true,
    cal_based: course.has_cals,
    officer_based: course.has_cals,
    discussion: course.has_cals,
    webinars: true,
    analytics: frontline || (course.type === FETP_COURSE && course.has_cals),
  };
  return COORDINATOR_TABS.map((tab) => ({ tab_name: tab, label: COORDINATOR_TAB_LABELS[tab], to_be_shown: shown[tab] }));
}

/** A cohort's tabs: those an administrator or coordinator chose for it (programme setup), else the course's default. */
export function cohortTabs(courseTabs: DashboardCohort['tabs'], chosen: readonly string[] | null): DashboardCohort['tabs'] {
  return chosen ? courseTabs.map((tab) => ({ ...tab, to_be_shown: chosen.includes(tab.tab_name) })) : courseTabs;
}

/** The banner, the course and its cohorts (newest first, selected) with their tabs; without a course, the caller's first by title. */
export async function coordinatorDashboard({ db, progressCache }: Services, caller: CurrentUser, courseId: number | undefined): Promise<CoordinatorDashboardAnswer> {
  let chosen = courseId;
  if (chosen === undefined) {
    const [first] = await coordinatedCourses(db, caller.id);
    if (!first) throw notFound(DASHBOARD_MESSAGES.noCourses);
    chosen = first.id;
  } else if (!(await coordinates(db, caller.id, chosen))) {
    throw forbidden(DASHBOARD_MESSAGES.notYourCourse);
  }
  const chosenCourse = chosen;
  // The course's officers are counted for the banner: kept until the progress tables change (db/versioned-cache.ts).
  const [course, cohorts] = await progressCache.get(db, `dashboard:${chosenCourse}`, () => Promise.all([courseOverview(db, chosenCourse), cohortList(db, chosenCourse)]));
  if (!course) throw forbidden(DASHBOARD_MESSAGES.notYourCourse);
  const tabs = tabsOf(course);
  return {
    coordinator_details: {
      displayname: caller.displayName,
      role: ROLES.coordinator,
      hub: course.hub,
      totalMentees: course.officers,
      profile_image_url: caller.profileImageUrl,
    },
    course: {
      id: course.id,
      title: course.title,
      course_key: course.course_key,
      course_type: course.type,
      show_cal_toggle: course.is_national_centre,
      officer_page_size: course.is_international_organisation ? OFFICER_PAGE_SIZE_INTERNATIONAL : OFFICER_PAGE_SIZE,
    },
    cohorts_wise_data: cohorts.map((cohort, i) => ({ id: cohort.id, cohort: cohort.name, tabs: cohortTabs(tabs, cohort.shown_tabs), is_selected: i === 0, course: course.id })),
  };
}

/** The Officer pane: a cohort's officers and mentors, by gender. */
export async function officersAnalytics({ db, progressCache }: Services, callerId: number, cohortId: number): Promise<OfficersAnalyticsAnswer> {
  const [, version] = await Promise.all([coordinatedCohort(db, callerId, cohortId), progressCache.version(db)]);
  // Enrolments and mentorships move the counter; a gender changed on a profile shows within a minute.
  const counts = await progressCache.kept(version, `people:${cohortId}`, () => cohortPeopleCounts(db, cohortId));
  return {
    data: {
      total_officers: counts.officers,
      total_mentors: counts.mentors,
      male_participants: counts.male_officers,
      female_participants: counts.female_officers,
      male_mentors: counts.male_mentors,
      female_mentors: counts.female_mentors,
    },
  };
}

/** Officer based: the Quick Overview of a cohort. */
export async function quickOverview({ db, progressCache }: Services, callerId: number, cohortId: number): Promise<QuickOverviewAnswer> {
  const [cohort, version] = await Promise.all([coordinatedCohort(db, callerId, cohortId), progressCache.version(db)]);
  // Every milestone and unit of the cohort: kept until the progress tables change (db/versioned-cache.ts).
  const sums = await progressCache.kept(version, `overview:${cohortId}`, () => cohortOverview(db, cohort.courseId, cohortId));
  return {
    data: {
      enrollment_count: sums.officers,
      display_modules_completed: `${sums.modules_done}/${sums.modules}`,
      module_progress: percent(sums.units_done, sums.units),
      current_cohort: cohort.cohortName,
      display_completed_cals: `${sums.completed_sub_cals}/${sums.sub_cals}`,
      cal_progress: roundedMean(sums.cal_progress_sum, sums.officers),
    },
  };
}

/** Officer based: one page of the cohort's officers (10, or 25 for the international-organisation hub). */
export async function officerTable({ db, progressCache }: Services, callerId: number, cohortId: number, page: number): Promise<OfficerTableAnswer> {
  const [cohort, international, version] = await Promise.all([
    coordinatedCohort(db, callerId, cohortId), internationalHubOfCohort(db, cohortId), progressCache.version(db),
  ]);
  const pageSize = international ? OFFICER_PAGE_SIZE_INTERNATIONAL : OFFICER_PAGE_SIZE;
  const [rows, count] = await progressCache.kept(version, `officers:${cohortId}:${page}:${pageSize}`, () =>
    Promise.all([officerPage(db, cohort.courseId, cohortId, page, pageSize), officerCount(db, cohortId)]));
  return {
    count,
    page,
    page_size: pageSize,
    data: rows.map((row) => ({
      name: row.name,
      state: row.state ?? '-',
      course_progress: row.course_progress,
      my_cal_progress: row.cal_progress,
      mentee_id: row.mentee_id,
      mentee_detail_url: menteeDetailsUrl(row.mentee_id, cohort.courseId),
    })),
  };
}

/** CAL BASED: each CAL of the course for a cohort. */
export async function calBased({ db, progressCache }: Services, callerId: number, cohortId: number): Promise<CalBasedAnswer> {
  const [cohort, version] = await Promise.all([coordinatedCohort(db, callerId, cohortId), progressCache.version(db)]);
  const rows = await progressCache.kept(version, `cal-based:${cohortId}`, () => calSummaries(db, cohort.courseId, cohortId));
  return {
    data: rows.map((row) => ({
      cal_id: row.cal_id,
      cal_name: row.full_name,
      cal_short_name: row.short_name,
      expected: row.expected,
      ongoing: row.ongoing,
      completed: row.completed,
      milestone_progress: percent(row.milestones_done, row.milestones),
      details_url: `${pageUrl('coordinatorCalDetails', { id: cohort.courseId, type: row.cal_id })}?cohort=${cohortId}`,
    })),
  };
}

/** A CAL progress row as answered, its file link signed for the caller. */
function calProgressRowOf(services: Pick<Services, 'links'>, callerId: number, courseId: number, cohortId: number, row: CalProgressRecord): CalProgressRow {
  const details = menteeDetailsUrl(row.mentee_id, courseId);
  return {
    sub_cal_id: row.sub_cal_id,
    name: row.name,
    cal_short_title: row.short_title,
    start_date: ddmmyyyy(row.registered_at),
    cal_progress: `${percent(row.milestones_done, row.milestones)}%`,
    milestone_title: row.milestone_title ?? '-',
    milestone_latest_file: row.file_id === null ? null : services.links.sign(milestoneFilePath(row.file_id), callerId),
    show_file_name: row.file_name ?? '-',
    completed_date: row.completed_at ? ddmmyyyy(row.completed_at) : '-',
    mentee_id: row.mentee_id,
    course_id: courseId,
    course_manage_id: cohortId,
    completed_cal_details_url: details,
    view_details: details,
  };
}

/** A cohort of the given course the caller coordinates (the course already checked), or 403. */
async function cohortOfCourse(db: Db, callerId: number, courseId: number, cohortId: number): Promise<CohortStanding> {
  const cohort = await cohortStanding(db, callerId, cohortId);
  if (!cohort?.coordinates || cohort.courseId !== courseId) throw forbidden(DASHBOARD_MESSAGES.notYourCohort);
  return cohort;
}

/**
 * The cohort a call without cohort_id means (the spec's call names only the course): the officer's
 * cohort in the course when mentee_id is given, else the course's; a 400 when several fit.
 */
async function onlyCohort(db: Db, courseId: number, menteeId: number | undefined): Promise<number> {
  const fits = menteeId === undefined ? (await cohortList(db, courseId)).map((c) => c.id) : await cohortsEnrolledIn(db, menteeId, { courseId });
  if (fits.length === 0) throw menteeId === undefined ? fieldError('cohort_id', DASHBOARD_MESSAGES.badCohort) : forbidden(DASHBOARD_MESSAGES.notYourOfficer);
  if (fits.length > 1) throw fieldError('cohort_id', DASHBOARD_MESSAGES.chooseCohort);
  return fits[0]!;
}

/** Coordinator CAL details: each sub-CAL of one CAL of the course by the cohort's officers (the newest cohort without one), paged. */
export async function calDetails(
  services: Pick<Services, 'db' | 'links'>, callerId: number, courseId: number, calId: number, cohortId: number | undefined, page: number,
): Promise<CalDetailsAnswer> {
  const { db } = services;
  const [coordinating, cal] = await Promise.all([coordinates(db, callerId, courseId), calOfCourse(db, calId, courseId)]);
  if (!coordinating) throw forbidden(DASHBOARD_MESSAGES.notYourCourse);
  if (!cal) throw notFound(DASHBOARD_MESSAGES.badCal);
  const chosen = cohortId ?? (await newestCohort(db, courseId))?.id;
  if (chosen === undefined) throw notFound(DASHBOARD_MESSAGES.badCohort);
  const cohort = await cohortOfCourse(db, callerId, courseId, chosen);
  const [rows, count] = await Promise.all([
    calProgressRecords(db, { courseId, cohortId: chosen, calId, page, pageSize: CAL_DETAILS_PAGE_SIZE }),
    calSubCalCount(db, courseId, chosen, calId),
  ]);
  return {
    display_data: { course: cohort.courseTitle, cohort: cohort.cohortName, cal_name: cal.full_name, cohort_id: chosen },
    table_data: rows.map((row) => calProgressRowOf(services, callerId, courseId, chosen, row)),
    count,
    page,
    page_size: CAL_DETAILS_PAGE_SIZE,
  };
}

/** CAL BASED individual mode: the cohort's officers, and the chosen officer's sub-CALs of every CAL of the course. */
export async function individualCal(
  services: Pick<Services, 'db' | 'links'>, callerId: number, courseId: number, cohortAsked: number | undefined, menteeId: number | undefined,
): Promise<IndividualCalAnswer> {
  const { db } = services;
  if (!(await coordinates(db, callerId, courseId))) throw forbidden(DASHBOARD_MESSAGES.notYourCourse);
  const cohortId = cohortAsked ?? (await onlyCohort(db, courseId, menteeId));
  await cohortOfCourse(db, callerId, courseId, cohortId);
  if (menteeId !== undefined && !(await enrolledInCohort(db, menteeId, cohortId))) throw forbidden(DASHBOARD_MESSAGES.notYourOfficer);
  const [officers, rows] = await Promise.all([
    cohortOfficers(db, cohortId),
    menteeId === undefined ? Promise.resolve([]) : calProgressRecords(db, { courseId, cohortId, menteeId }),
  ]);
  return {
    officers: officers.map((o) => ({ value: o.id, label: o.name })),
    data: rows.map((row) => calProgressRowOf(services, callerId, courseId, cohortId, row)),
  };
}
