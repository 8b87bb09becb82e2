import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openFileStore } from '../files/open';
import { silentMailer } from '../mail/mailer';
import { hasUsers, seedDemo, seedReferenceData } from './demo';
import { seedDemoApplications } from './demo-applications';
import { seedDemoFiles } from './demo-files';
import { seedAuditBench } from './demo-audit';

/**
 * `npm run seed [-- --officers N] [--audit-rows M]`: the demo programme (into an empty database),
 * plus N extra officers and M audit log entries (benchmarks).
 */
const args = process.argv.slice(2);
const countAfter = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? Number(args[at + 1]) : 0;
};
const officers = countAfter('--officers');
const auditRows = countAfter('--audit-rows');
if (![officers, auditRows].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error('usage: npm run seed [-- --officers N] [--audit-rows M]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
if (await hasUsers(database.db)) {
  await seedReferenceData(database.db);
  console.log('The database already has users: reference data refreshed, demo programme not added.');
} else {
  await seedDemo(database.db, { officers });
  const files = await openFileStore(config);
  await seedDemoApplications({ db: database.db, files, mailer: silentMailer });
  await seedDemoFiles({ db: database.db, files });
  if (auditRows) await seedAuditBench(database.db, auditRows);
  console.log(`Demo programme seeded${officers ? ` with ${officers} extra officers` : ''}${auditRows ? ` and ${auditRows} audit log entries` : ''}.`);
}
await database.close();
