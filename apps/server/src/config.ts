import path from 'node:path';
import { DEFAULT_SITE, type SiteInfo } from '@fetp/contract';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded and generated files (outside the web root), when no S3 bucket is set. */
  filesDir: string;
  /** The S3-compatible bucket that holds the files instead (S3_BUCKET and the other S3_* settings); null: the disk under filesDir. */
  s3: S3Settings | null;
  /** PostgreSQL URL; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  /** Which proxies' X-Forwarded-For to believe: none, the nearest n hops, or these addresses. */
  trustProxy: false | number | string[];
  /** Seed the demo programme on first start (the embedded default does, unless told not to). */
  seedDemo: boolean;
  /**
   * Attempts per window: per client address (every attempt), per e-mail from one address (failed
   * sign-in steps), and per e-mail from all addresses together (failed sign-in steps).
   */
  rateLimit: { perAddress: number; perEmail: number; perEmailAllAddresses: number; windowSeconds: number };
  /**
   * People outside the portal (e-mail addresses) invited to calendar events: at most `perEvent` on one
   * event (OUTSIDE_INVITEES_PER_EVENT) and `perUserPerDay` new ones by one user in a day, UTC
   * (OUTSIDE_INVITEES_PER_USER_PER_DAY), so the portal cannot be used to mail strangers in bulk.
   */
  outsideInvitees: { perEvent: number; perUserPerDay: number };
  webDist: string;
  /** The programme's name, contact address and footer links (SITE_NAME, CONTACT_EMAIL, NEWS_URL, PARTNERS_URL). */
  site: SiteInfo;
  /**
   * MEETING_ROOM_BASE_URL: where an online discussion without a link gets a room (e.g.
   * https://meet.jit.si or a programme's own Jitsi Meet), without a trailing slash; null: none.
   */
  meetingRoomBaseUrl: string | null;
  /** The job queue: whether this process runs jobs (JOBS_WORKER) and how often it looks for them (JOBS_POLL_SECONDS). */
  jobs: { worker: boolean; pollSeconds: number };
  /**
   * Bulk e-mail delivery: at most `perSecond` messages a second per worker (BULK_MAIL_PER_SECOND);
   * a temporary SMTP failure is tried again after `retrySeconds` (doubling; BULK_MAIL_RETRY_SECONDS) up
   * to `maxAttempts` in all (BULK_MAIL_MAX_ATTEMPTS); a recipient left `sending` by a worker that died is
   * given up after `staleMinutes` (BULK_MAIL_STALE_MINUTES), never sent twice; `concurrency` messages
   * are in flight at once per worker (BULK_MAIL_CONCURRENCY).
   */
  bulkMail: { perSecond: number; retrySeconds: number; maxAttempts: number; staleMinutes: number; concurrency: number };
  /** How many days an invitation's link to choose a password stays valid (INVITATION_LINK_DAYS, 7): longer than a reset link's hour, as a new account's owner may read it days later. */
  invitationLinkDays: number;
}

/** Where an S3-compatible service keeps the files, so that app processes on several machines share them. */
export interface S3Settings {
  bucket: string;
  /** The service's address (MinIO, Ceph, R2, …); null: Amazon S3 itself, by region. */
  endpoint: string | null;
  region: string;
  /** null: the AWS SDK's own chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name: what most self-hosted services need. */
  forcePathStyle: boolean;
}

const flag = (value: string | undefined): boolean | null => {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '') return null;
  return v === 'true' || v === '1' || v === 'yes';
};

/**
 * S3_BUCKET turns the S3 driver on; S3_FORCE_PATH_STYLE defaults to true when S3_ENDPOINT names a
 * service of one's own, false for Amazon S3. A key id without its secret (or the reverse) is a
 * mistake that would otherwise show only at the first upload, so it stops the start.
 */
export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim().replace(/\/+$/, '') || null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither is');
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) ?? endpoint !== null,
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * TRUST_PROXY: `false` (the default) believes no forwarding header; `true` believes the one proxy in
 * front of the portal (the last address it appended); a number n believes that many proxies; a
 * comma-separated list of addresses or CIDR ranges believes those proxies only. Trusting every hop
 * would let a caller choose its own address by sending X-Forwarded-For.
 */
export function trustedProxies(value: string | undefined): false | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

/** MEETING_ROOM_BASE_URL checked at start: an http(s) address, trailing slashes removed; anything else stops the start. */
export function meetingRoomBase(value: string | undefined): string | null {
  const v = value?.trim().replace(/\/+$/, '') ?? '';
  if (!v) return null;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error('MEETING_ROOM_BASE_URL is not an address (e.g. https://meet.jit.si)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('MEETING_ROOM_BASE_URL is an http(s) address');
  if (url.search || url.hash) throw new Error('MEETING_ROOM_BASE_URL has no query or fragment');
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    s3: s3Settings(env),
    databaseUrl,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'FETP Portal <no-reply@fetp.example.org>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' || env.SEED_DEMO === '1' : databaseUrl === null,
    rateLimit: {
      perAddress: int(env.RATE_LIMIT_PER_ADDRESS, 100),
      perEmail: int(env.RATE_LIMIT_PER_EMAIL, 20),
      perEmailAllAddresses: int(env.RATE_LIMIT_PER_EMAIL_ALL_ADDRESSES, 10 * int(env.RATE_LIMIT_PER_EMAIL, 20)),
      windowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, 15 * 60),
    },
    outsideInvitees: {
      perEvent: int(env.OUTSIDE_INVITEES_PER_EVENT, 20),
      perUserPerDay: int(env.OUTSIDE_INVITEES_PER_USER_PER_DAY, 60),
    },
    bulkMail: {
      perSecond: int(env.BULK_MAIL_PER_SECOND, 10),
      retrySeconds: int(env.BULK_MAIL_RETRY_SECONDS, 60),
      maxAttempts: int(env.BULK_MAIL_MAX_ATTEMPTS, 5),
      staleMinutes: int(env.BULK_MAIL_STALE_MINUTES, 15),
      concurrency: int(env.BULK_MAIL_CONCURRENCY, 4),
    },
    invitationLinkDays: int(env.INVITATION_LINK_DAYS, 7),
    site: {
      name: env.SITE_NAME?.trim() || DEFAULT_SITE.name,
      contact_email: env.CONTACT_EMAIL?.trim() || DEFAULT_SITE.contact_email,
      news_url: env.NEWS_URL?.trim() || DEFAULT_SITE.news_url,
      partners_url: env.PARTNERS_URL?.trim() || DEFAULT_SITE.partners_url,
    },
    meetingRoomBaseUrl: meetingRoomBase(env.MEETING_ROOM_BASE_URL),
    jobs: {
      worker: env.JOBS_WORKER ? !(env.JOBS_WORKER === 'false' || env.JOBS_WORKER === '0') : true,
      pollSeconds: int(env.JOBS_POLL_SECONDS, 2),
    },
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}
