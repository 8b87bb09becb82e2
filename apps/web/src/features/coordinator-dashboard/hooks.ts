import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { coordinatorDashboardApi as api, type CalDetailsScope } from './api';

/** Every key of the coordinator dashboard starts with `coordinatorDashboardKeys.all`. */
export const coordinatorDashboardKeys = {
  all: ['coordinator-dashboard'] as const,
  courses: () => [...coordinatorDashboardKeys.all, 'courses'] as const,
  dashboard: (course: number) => [...coordinatorDashboardKeys.all, 'dashboard', course] as const,
  cohort: (cohort: number) => [...coordinatorDashboardKeys.all, 'cohort', cohort] as const,
  officersAnalytics: (cohort: number) => [...coordinatorDashboardKeys.cohort(cohort), 'officers-analytics'] as const,
  quickOverview: (cohort: number) => [...coordinatorDashboardKeys.cohort(cohort), 'quick-overview'] as const,
  officerTable: (cohort: number, page: number) => [...coordinatorDashboardKeys.cohort(cohort), 'officers', page] as const,
  calBased: (cohort: number) => [...coordinatorDashboardKeys.cohort(cohort), 'cal-based'] as const,
  individualCal: (course: number, cohort: number, mentee: number | null) => [...coordinatorDashboardKeys.cohort(cohort), 'individual', course, mentee] as const,
  calDetails: ({ course, cal, cohort, page }: CalDetailsScope) => [...coordinatorDashboardKeys.all, 'cal-details', course, cal, cohort ?? null, page] as const,
};

export const coursesQuery = () => queryOptions({ queryKey: coordinatorDashboardKeys.courses(), queryFn: api.courses, staleTime: 60_000 });
export const dashboardQuery = (course: number) =>
  queryOptions({ queryKey: coordinatorDashboardKeys.dashboard(course), queryFn: () => api.dashboard(course) });
export const officersAnalyticsQuery = (cohort: number) =>
  queryOptions({ queryKey: coordinatorDashboardKeys.officersAnalytics(cohort), queryFn: () => api.officersAnalytics(cohort) });
export const quickOverviewQuery = (cohort: number) =>
  queryOptions({ queryKey: coordinatorDashboardKeys.quickOverview(cohort), queryFn: () => api.quickOverview(cohort) });
export const officerTableQuery = (cohort: number, page: number) =>
  queryOptions({ queryKey: coordinatorDashboardKeys.officerTable(cohort, page), queryFn: () => api.officerTable(cohort, page), placeholderData: keepPreviousData });
export const calBasedQuery = (cohort: number) => queryOptions({ queryKey: coordinatorDashboardKeys.calBased(cohort), queryFn: () => api.calBased(cohort) });
export const individualCalQuery = (course: number, cohort: number, mentee: number | null) =>
  queryOptions({ queryKey: coordinatorDashboardKeys.individualCal(course, cohort, mentee), queryFn: () => api.individualCal(course, cohort, mentee ?? undefined) });
export const calDetailsQuery = (scope: CalDetailsScope) =>
  queryOptions({ queryKey: coordinatorDashboardKeys.calDetails(scope), queryFn: () => api.calDetails(scope), placeholderData: keepPreviousData });

/** The courses the caller coordinates (the Course Name dropdown). */
export const useCoordinatorCourses = () => useQuery(coursesQuery());
/** One course's banner, cohorts and tabs (none asked before a course is known). */
export const useCoordinatorDashboard = (course: number | null) => useQuery({ ...dashboardQuery(course ?? 0), enabled: course !== null });
export const useOfficersAnalytics = (cohort: number) => useQuery(officersAnalyticsQuery(cohort));
export const useQuickOverview = (cohort: number) => useQuery(quickOverviewQuery(cohort));
/** One page of a cohort's officers; the shown page stays while the next loads. */
export const useOfficerTable = (cohort: number, page: number) => useQuery(officerTableQuery(cohort, page));
export const useCalBased = (cohort: number) => useQuery(calBasedQuery(cohort));
/** The officer search's choices (mentee null), or one officer's CAL rows (only once an officer is chosen). */
export const useIndividualCal = (course: number, cohort: number, mentee: number | null, enabled = true) =>
  useQuery({ ...individualCalQuery(course, cohort, mentee), enabled });
export const useCalDetails = (scope: CalDetailsScope) => useQuery(calDetailsQuery(scope));
