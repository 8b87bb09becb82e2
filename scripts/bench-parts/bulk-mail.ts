/**
 * The bulk-mail part (issue 31): BENCH_RECIPIENTS (default 10,000) officers of one cohort queued as
 * one bulk mail's recipients (the `insert … select` from the scope the send route runs; target
 * ≤ 2 s), then delivered by the delivery loop the `bulk-mail` job runs (features/bulk-mail/delivery.ts,
 * BULK_MAIL_CONCURRENCY lanes, default 8 here) to a local SMTP server (smtp-server) through the
 * portal's own nodemailer transport, with no rate limit (target ≥ 200 messages a second).
 */
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config';
import { rowsOf } from '../../apps/server/src/db/client';
import { bulkMails, cohorts, courses, enrolments, hubs } from '../../apps/server/src/db/schema';
import { officersOfCohorts } from '../../apps/server/src/db/scopes';
import { deliverBulkMail } from '../../apps/server/src/features/bulk-mail';
import { claimSize } from '../../apps/server/src/features/bulk-mail/delivery';
import { queueUsers } from '../../apps/server/src/features/bulk-mail/queries';
import { openFileStore } from '../../apps/server/src/files/open';
import { smtpMailer } from '../../apps/server/src/mail/mailer';
import { openPartDatabase } from './database';

export const QUEUE_TARGET_S = 2;
export const DELIVERY_TARGET_PER_S = 200;

export async function runBulkMail(databaseName: string): Promise<boolean> {
  const recipients = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
  const { database, close } = await openPartDatabase(databaseName);
  const { db } = database;
  let server: SMTPServer | undefined;
  let mailer: ReturnType<typeof smtpMailer> | undefined;
  try {
    const [hub] = await db.insert(hubs).values({ name: 'Bench hub', slug: 'bench' }).returning();
    const [course] = await db.insert(courses).values({ hubId: hub!.id, courseKey: 'bench', title: 'Bench course', type: 'FETP Course' }).returning();
    const [cohort] = await db.insert(cohorts).values({ courseId: course!.id, name: 'Bench cohort' }).returning();
    await db.execute(sql`insert into users (email, password_hash, display_name, language)
      select 'bench-officer-' || n || '@example.test', 'x', 'Bench Officer ' || n, (array['en', 'fr', 'ar'])[1 + n % 3] from generate_series(1, ${recipients}) n`);
    await db.execute(sql`insert into ${enrolments} (user_id, cohort_id) select id, ${cohort!.id} from users where email like 'bench-officer-%'`);
    if (database.kind === 'postgres') await db.execute(sql`analyze`);
    const [sender] = rowsOf<{ id: number }>(await db.execute(sql`select id from users where email = 'bench-officer-1@example.test'`));

    const [mail] = await db.insert(bulkMails).values({ senderId: sender!.id, subject: 'Bench', html: '<p>Hello</p>', text: 'Hello', choices: '{}' }).returning();
    let started = performance.now();
    await db.transaction((tx) => queueUsers(tx, mail!.id, officersOfCohorts(tx, [cohort!.id])));
    const queueSeconds = (performance.now() - started) / 1000;

    let received = 0;
    server = new SMTPServer({
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
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const defaults = loadConfig({});
    const config = { ...defaults, bulkMail: { ...defaults.bulkMail, perSecond: 1_000_000, concurrency: Number(process.env.BULK_MAIL_CONCURRENCY ?? 8) } };
    mailer = smtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true&pool=true&maxConnections=${config.bulkMail.concurrency}&maxMessages=Infinity`, 'Bench <bench@example.test>');
    started = performance.now();
    await deliverBulkMail({ db, mailer, config, files: await openFileStore(config) }, mail!.id);
    const sendSeconds = (performance.now() - started) / 1000;

    const rate = received / sendSeconds;
    const queueOk = queueSeconds <= QUEUE_TARGET_S;
    const rateOk = rate >= DELIVERY_TARGET_PER_S && received === recipients;
    console.log(`bulk-mail on ${database.kind}: ${recipients} recipients queued in ${queueSeconds.toFixed(2)} s (target ≤ ${QUEUE_TARGET_S} s)${queueOk ? '' : ' MISSED'}`);
    console.log(
      `bulk-mail on ${database.kind}: ${received} messages delivered to a local SMTP server in ${sendSeconds.toFixed(1)} s = ${rate.toFixed(0)} messages/s ` +
        `(${config.bulkMail.concurrency} lanes claiming ${claimSize(config.bulkMail)} rows at a time; target ≥ ${DELIVERY_TARGET_PER_S})${rateOk ? '' : ' MISSED'}`,
    );
    return queueOk && rateOk;
  } finally {
    await mailer?.close();
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await close();
  }
}
