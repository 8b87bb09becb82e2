import type { Config } from './config';
import type { Db, Listen } from './db/client';
import { LiveBus } from './live/bus';
import type { Mailer } from './mail/mailer';
import { openFileStore } from './files/open';
import type { FileStore } from './files/store';
import { Csrf } from './plugins/csrf';
import { RateLimiter } from './plugins/rate-limit';
import { serverSecret } from './plugins/secrets';
import { SignedLinks } from './plugins/signed-links';
import { EncryptionKeys } from './plugins/encryption-keys';
import { JobQueue } from './jobs/queue';
import { CourseTabRegistry } from './features/course-page';
import { VersionedCache } from './db/versioned-cache';

/** Everything a feature needs, built once per process and handed to every route plugin. */
export interface Services {
  config: Config;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  csrf: Csrf;
  keys: EncryptionKeys;
  files: FileStore;
  links: SignedLinks;
  /** The durable job queue: `jobs.enqueue(kind, payload)` from any feature (src/jobs/). */
  jobs: JobQueue;
  /** This process's live streams, fed by PostgreSQL LISTEN/NOTIFY (src/live/). */
  live: LiveBus;
  /** The course page's tabs: each feature that owns one declares it from its route plugin (features/course-page). */
  courseTabs: CourseTabRegistry;
  /** The dashboards' cohort-wide figures, kept until the progress tables change (db/versioned-cache.ts). */
  progressCache: VersionedCache;
  /** The report tables' pages, kept until a table the reports read changes (features/reports). */
  reportCache: VersionedCache;
  /** The option lists, states and districts the profile forms offer, kept until one changes (features/profiles). */
  optionCache: VersionedCache;
  /** The audit log's pages, kept until the log (or a name it shows) changes (features/audit-log). */
  auditCache: VersionedCache;
  /** A session's CAL tracker, milestone list, modules and CAL Requests pages, kept until the progress tables change (features/cal-tracker, features/modules). */
  trackerCache: VersionedCache;
  /** A session's profile reads (the data; the option lists are optionCache's), kept until a user, a profile or who may read it changes (features/profiles). */
  profileCache: VersionedCache;
  /**
   * A session's calendar list pages (webinars, meetings, discussions), kept until an event, an
   * invitation, a join, attendance or who stands where changes, and at most twenty seconds, so an
   * occurrence that has ended moves from Upcoming to Past within that.
   */
  calendarCache: VersionedCache;
}

declare module './jobs/queue' {
  /** Job handlers receive these services; the queue declares the type empty, so it need not import this file. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface JobServices extends Services {}
}

/** Builds the services on an open database; the secrets are read (or made once) from it. */
export async function createServices(opts: { config: Config; db: Db; mailer: Mailer; listen: Listen }): Promise<Services> {
  const { config, db, mailer } = opts;
  return {
    config,
    db,
    mailer,
    limiter: new RateLimiter(db, config.rateLimit.windowSeconds),
    csrf: new Csrf(await serverSecret(db, 'csrf')),
    keys: new EncryptionKeys(db),
    files: await openFileStore(config),
    links: new SignedLinks(await serverSecret(db, 'file-links')),
    jobs: new JobQueue({ db, pollMs: config.jobs.pollSeconds * 1000 }),
    live: new LiveBus(opts.listen),
    courseTabs: new CourseTabRegistry(),
    progressCache: new VersionedCache({ counter: 'progress_version' }),
    // At most 100 rows a page: 500 pages hold a few megabytes.
    reportCache: new VersionedCache({ counter: 'report_version', maxEntries: 500 }),
    // Reference data, edited rarely: kept until an edit moves the counter (at most ten minutes).
    optionCache: new VersionedCache({ counter: 'option_version', maxAgeMs: 600_000, maxEntries: 10 }),
    auditCache: new VersionedCache({ counter: 'audit_version', maxEntries: 500 }),
    // Per session: an officer's tracker or modules, a profile, or ten rows a page, a few to some tens of
    // kilobytes each; a thousand pages each. Twenty seconds at most: a page read in the instant between
    // a writer's counter move and its commit is kept no longer than that (db/versioned-cache.ts).
    trackerCache: new VersionedCache({ counter: 'progress_version', maxEntries: 1000, maxAgeMs: 20_000 }),
    profileCache: new VersionedCache({ counter: 'profile_version', maxEntries: 1000, maxAgeMs: 20_000 }),
    calendarCache: new VersionedCache({ counter: 'calendar_version', maxEntries: 1000, maxAgeMs: 20_000 }),
  };
}
