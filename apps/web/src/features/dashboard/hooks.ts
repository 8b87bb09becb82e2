import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from './api';

export function useDashboardCourses() {
  return useQuery({ queryKey: ['dashboard', 'courses'], queryFn: dashboardApi.courses });
}
