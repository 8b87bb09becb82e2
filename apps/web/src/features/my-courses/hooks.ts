import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from './api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  courses: () => [...dashboardKeys.all, 'courses'] as const,
};

export const dashboardCoursesQuery = () => queryOptions({ queryKey: dashboardKeys.courses(), queryFn: dashboardApi.courses });

export function useDashboardCourses() {
  return useQuery(dashboardCoursesQuery());
}
