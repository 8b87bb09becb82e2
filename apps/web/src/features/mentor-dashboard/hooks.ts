import { queryOptions, useQuery } from '@tanstack/react-query';
import { mentorDashboardApi } from './api';

/** Every key of the mentor dashboard starts with `mentorDashboardKeys.all`. */
export const mentorDashboardKeys = {
  all: ['mentor-dashboard'] as const,
  dashboard: () => [...mentorDashboardKeys.all, 'dashboard'] as const,
};

export const mentorDashboardQuery = () => queryOptions({ queryKey: mentorDashboardKeys.dashboard(), queryFn: mentorDashboardApi.dashboard });

/** The caller's header figures and their mentees in every course. */
export const useMentorDashboard = () => useQuery(mentorDashboardQuery());
