import { sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Queryable } from './client';

/**
 * The database's counters of change: every statement on the tables an answer is computed from
 * bumps one (a statement trigger, whoever wrote). `progress_version` (migrations 0016–0017) watches
 * what the dashboards' figures read; `report_version` (0030) what the report tables read;
 * `option_version` (0037) the option lists, states and districts the profile forms offer;
 * `audit_version` (0038) the audit log and the names its pages show; `calendar_version` (0041) the
 * calendar's events, invitations, joins and attendance, and who stands where; `profile_version` (0043)
 * users, their roles and profiles, and who may read whose profile.
 */
export type VersionCounter = 'progress_version' | 'report_version' | 'option_version' | 'audit_version' | 'calendar_version' | 'profile_version';

/**
 * Moves the counter by hand, for a write to a table without its trigger that the kept figures
 * still read (officers' names on `users`, who is active, roles, coordinators).
 */
export async function bumpProgressVersion(db: Queryable): Promise<void> {
  await db.execute(sql`select nextval('progress_version')`);
}

/**
 * Answers too costly to compute on every request, kept per app process until their counter moves.
 * The dashboards' cohort-wide figures (a cohort's Quick Overview and CAL summaries, a mentor's
 * mentees with their progress) read every milestone and unit of the officers they cover: hundreds
 * of milliseconds at 5,000 officers; a report page counts every row of its scope. They are kept
 * here and computed again when the database's counter has moved since, and at the latest after
 * `maxAgeMs`. A hit costs one read of the counter. The counter moves just before the writer
 * commits, so a reader racing that commit may keep the answer of a moment before for up to `maxAgeMs`.
 */
export class VersionedCache {
  private readonly entries = new Map<string, { version: string; at: number; value: Promise<unknown> }>();
  private readonly counter: SQLWrapper;

  constructor(private readonly opts: { counter: VersionCounter; maxAgeMs?: number; maxEntries?: number }) {
    this.counter = sql.identifier(opts.counter);
  }

  /** The database's counter now. */
  async version(db: Queryable): Promise<string> {
    const [row] = rowsOf<{ last_value: string; is_called: boolean }>(await db.execute(sql`select last_value, is_called from ${this.counter}`));
    return row ? `${row.last_value}:${row.is_called}` : '';
  }

  /** The figures under `key`: kept ones while the counter has not moved, else `compute()` (kept for the next caller). */
  async get<T>(db: Queryable, key: string, compute: () => Promise<T>): Promise<T> {
    return this.kept(await this.version(db), key, compute);
  }

  /**
   * As `get`, for one reader's session (a signed-in token): the page may hold file and join links
   * signed for that session's user, which a sign-out or password change ends, so it is never
   * answered to another session, nor to the same user signed in again.
   */
  forSession<T>(db: Queryable, session: { tokenId: number }, key: string, compute: () => Promise<T>): Promise<T> {
    return this.get(db, `session:${session.tokenId}:${key}`, compute);
  }

  /**
   * As `get`, with the counter already read (a service reads it beside the caller's authorisation,
   * in parallel, then asks here once the caller may see the figures).
   */
  kept<T>(version: string, key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.version === version && now - kept.at < (this.opts.maxAgeMs ?? 60_000)) return kept.value as Promise<T>;
    const value = compute();
    // Callers arriving while it is computed share the one computation; a failure is not kept.
    this.entries.delete(key);
    this.entries.set(key, { version, at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    const max = this.opts.maxEntries ?? 2000;
    if (this.entries.size > max) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
