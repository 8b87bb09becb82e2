import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { openFileStore } from './files/open';
import { outboxMailer, silentMailer, smtpMailer } from './mail/mailer';
import { seedDemoApplications } from './seed/demo-applications';
import { seedDemoFiles } from './seed/demo-files';
import { hasUsers, seedDemo, seedReferenceData } from './seed/demo';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedReferenceData(database.db);
if (config.seedDemo && !(await hasUsers(database.db))) {
  await seedDemo(database.db);
  const files = await openFileStore(config);
  await seedDemoApplications({ db: database.db, files, mailer: silentMailer });
  await seedDemoFiles({ db: database.db, files });
}

const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(database.db);
const app = await buildApp({ config, db: database.db, mailer, listen: database.listen });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await mailer.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, mail: mailer.kind, files: config.s3 ? `s3://${config.s3.bucket}` : config.filesDir, jobs: config.jobs.worker ? 'worker' : 'enqueue only', web: config.publicUrl + '/learn/' },
  mailer.kind === 'outbox' ? `portal ready at ${config.publicUrl}/learn/ (mail outbox: ${config.publicUrl}/dev/mail)` : `portal ready at ${config.publicUrl}/learn/`,
);
