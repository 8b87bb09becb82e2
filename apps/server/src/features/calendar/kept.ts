import type { Services } from '../../services';
import type { CurrentUser } from '../../plugins/auth';

/**
 * A calendar list page as the caller's session last read it, while nothing it is computed from has
 * changed (the `calendar_version` counter, migration 0041), for at most twenty seconds (so an
 * occurrence that has ended moves from Upcoming to Past within that); otherwise `compute()`, kept
 * for the next read. A list is read far more often than the calendar is written (every tab switch
 * and window focus refetches it), and computing one page walks the caller's events, their
 * invitations and the series' occurrences. Kept per session (VersionedCache.forSession): the page
 * holds join and file links signed for this session's user.
 */
export function keptCalendarPage<T>(
  services: Pick<Services, 'db' | 'calendarCache'>, caller: Pick<CurrentUser, 'tokenId'>, page: string, compute: () => Promise<T>,
): Promise<T> {
  return services.calendarCache.forSession(services.db, caller, page, compute);
}
