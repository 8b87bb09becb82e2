import { LOGIN_PATH, pageUrl, type CreateAccountAnswer } from '@fetp/contract';

/**
 * Where the Registration page goes on success (002 §2.12): the welcome page when the answer flags
 * it, else the recommendations page for the goal chosen on the form, else the answer's redirect
 * address. A full address (/learn/…, or another site's).
 */
export function pageAfterRegistering(answer: Pick<CreateAccountAnswer, 'is_welcome' | 'is_recommendations' | 'redirect_url'>, goal: string): string {
  if (answer.is_welcome) return pageUrl('welcome');
  if (answer.is_recommendations) return `${pageUrl('recommendations')}?goal=${encodeURIComponent(goal)}`;
  return answer.redirect_url || LOGIN_PATH;
}
