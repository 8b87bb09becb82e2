import { useMutation } from '@tanstack/react-query';
import { portfolioApi } from './api';

export const portfolioKeys = {
  all: ['portfolio'] as const,
  download: (mentee: number, course: number) => [...portfolioKeys.all, 'download', mentee, course] as const,
};

/** Download portfolio: asks for the link and saves the PDF; the button shows a failure itself. */
export function useDownloadPortfolio(mentee: number, course: number) {
  return useMutation({
    mutationKey: portfolioKeys.download(mentee, course),
    mutationFn: () => portfolioApi.download(mentee, course),
    onError: (error) => console.error('The portfolio could not be downloaded.', error),
  });
}
