import { queryOptions, useQuery } from '@tanstack/react-query';
import { administrationApi } from './api';

export const administrationKeys = {
  all: ['administration'] as const,
  overview: () => [...administrationKeys.all, 'overview'] as const,
};

export const overviewQuery = () => queryOptions({ queryKey: administrationKeys.overview(), queryFn: () => administrationApi.overview() });

/** The counts of what the caller manages (the whole programme for an administrator). */
export const useAdminOverview = () => useQuery(overviewQuery());
