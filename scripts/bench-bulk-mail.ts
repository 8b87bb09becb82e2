/**
 * npm run bench:bulk-mail: bulk e-mail's two figures (issue 31), in this process on the embedded
 * PGlite (or the PostgreSQL of BENCH_DATABASE_URL, a database that may be wiped): BENCH_RECIPIENTS
 * (default 10,000) officers of one cohort queued as recipients (one `insert … select` from the scope,
 * target ≤ 2 s), then delivered by the delivery loop to a local SMTP server (smtp-server) with no
 * rate limit (target ≥ 200 messages a second). Prints the figures; exits 1 when a target is missed.
 */
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, rowsOf } from '../apps/server/src/db/client';
import { bulkMails, cohorts, courses, enrolments, hubs } from '../apps/server/src/db/schema';
import { officersOfCohorts } from '../apps/server/src/db/scopes';
import { deliverBulkMail } from '../apps/server/src/features/bulk-mail';
import { queueUsers } from '../apps/server/src/features/bulk-mail/queries';
import { openFileStore } from '../apps/server/src/files/open';
import { smtpMailer } from '../apps/server/src/mail/mailer';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL ?? null, dataDir: 'memory://' });
await database.migrate();
const { db } = database;

const [hub] = await db.insert(hubs).values({ name: 'Bench hub', slug: `bench-${Date.now()}` }).returning();
const [course] = await db.insert(courses).values({ hubId: hub!.id, courseKey: `bench-${Date.now()}`, title: 'Bench course', type: 'FETP Course' }).returning();
const [cohort] = await db.insert(cohorts).values({ courseId: course!.id, name: 'Bench cohort' }).returning();
await db.execute(sql`insert into users (email, password_hash, display_name)
  select 'bench-officer-' || n || '@example.test', 'x', 'Bench Officer ' || n from generate_series(1, ${RECIPIENTS}) n`);
await db.execute(sql`insert into ${enrolments} (user_id, cohort_id) select id, ${cohort!.id} from users where email like 'bench-officer-%'`);
const [sender] = rowsOf<{ id: number }>(await db.execute(sql`select id from users where email = 'bench-officer-1@example.test'`));

const [mail] = await db.insert(bulkMails).values({ senderId: sender!.id, subject: 'Bench', html: '<p>Hello</p>', text: 'Hello', choices: '{}' }).returning();
let started = performance.now();
await db.transaction((tx) => queueUsers(tx, mail!.id, officersOfCohorts(tx, [cohort!.id])));
const queueSeconds = (performance.now() - started) / 1000;

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      received++;
      callback();
    });
    stream.resume();
  },
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.server.address() as { port: number }).port;
const mailer = smtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true&pool=true&maxConnections=8&maxMessages=Infinity`, 'Bench <bench@example.test>');
const config = { ...loadConfig({}), bulkMail: { ...loadConfig({}).bulkMail, perSecond: 1_000_000, concurrency: Number(process.env.BULK_MAIL_CONCURRENCY ?? 8) } };
started = performance.now();
await deliverBulkMail({ db, mailer, config, files: await openFileStore(config) }, mail!.id);
const sendSeconds = (performance.now() - started) / 1000;
await mailer.close();
await new Promise<void>((resolve) => server.close(() => resolve()));
await database.close();

const rate = received / sendSeconds;
console.log(`bulk e-mail on ${database.kind}: ${RECIPIENTS} recipients queued in ${queueSeconds.toFixed(2)} s (target ≤ 2 s)`);
console.log(`bulk e-mail on ${database.kind}: ${received} messages delivered to a local SMTP server in ${sendSeconds.toFixed(1)} s = ${rate.toFixed(0)} messages/s (target ≥ 200)`);
if (queueSeconds > 2 || rate < 200 || received !== RECIPIENTS) process.exitCode = 1;
