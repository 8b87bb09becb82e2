import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REPORT_TIMING } from '@fetp/contract';
import { portfolioApi } from './api';

export const portfolioKeys = {
  all: ['portfolio'] as const,
  download: (mentee: number, course: number) => [...portfolioKeys.all, 'download', mentee, course] as const,
  cohortZips: (cohort: number) => [...portfolioKeys.all, 'cohort-zips', cohort] as const,
};

/** Download portfolio: asks for the link and saves the PDF; the button shows a failure itself. */
export function useDownloadPortfolio(mentee: number, course: number) {
  return useMutation({
    mutationKey: portfolioKeys.download(mentee, course),
    mutationFn: () => portfolioApi.download(mentee, course),
    onError: (error) => console.error('The portfolio could not be downloaded.', error),
  });
}

export const cohortZipsQuery = (cohort: number) =>
  queryOptions({ queryKey: portfolioKeys.cohortZips(cohort), queryFn: () => portfolioApi.cohortZips(cohort) });

/** The caller's portfolio ZIPs of a cohort, refreshed every 30 s like the reports' files (002 §9). */
export function useCohortZips(cohort: number) {
  return useQuery({ ...cohortZipsQuery(cohort), refetchInterval: REPORT_TIMING.fileListPollMs });
}

/** Download portfolios (ZIP): starts a generation; the list shows the new file at once. */
export function useStartCohortZip(cohort: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => portfolioApi.startCohortZip(cohort),
    onSuccess: () => client.invalidateQueries({ queryKey: portfolioKeys.cohortZips(cohort) }),
    onError: (error) => console.error('The portfolio ZIP could not be started.', error),
  });
}
