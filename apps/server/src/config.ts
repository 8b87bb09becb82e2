import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded and generated files (outside the web root). */
  filesDir: string;
  /** PostgreSQL URL; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  /** Seed the demo programme on first start (the embedded default does, unless told not to). */
  seedDemo: boolean;
  rateLimit: { perAddress: number; perEmail: number; windowSeconds: number };
  webDist: string;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
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
    databaseUrl,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'FETP Portal <no-reply@fetp.example.org>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' || env.SEED_DEMO === '1' : databaseUrl === null,
    rateLimit: {
      perAddress: int(env.RATE_LIMIT_PER_ADDRESS, 100),
      perEmail: int(env.RATE_LIMIT_PER_EMAIL, 20),
      windowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, 15 * 60),
    },
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}
