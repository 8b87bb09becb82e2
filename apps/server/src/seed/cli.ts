import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openFileStore } from '../files/open';
import { silentMailer } from '../mail/mailer';
import { hasUsers, seedDemo, seedReferenceData } from './demo';
import { seedDemoApplications } from './demo-applications';
import { seedDemoFiles } from './demo-files';

/** `npm run seed [-- --officers N]`: the demo programme (into an empty database), plus N extra officers. */
const args = process.argv.slice(2);
const officersAt = args.indexOf('--officers');
const officers = officersAt >= 0 ? Number(args[officersAt + 1]) : 0;
if (!Number.isInteger(officers) || officers < 0) {
  console.error('usage: npm run seed [-- --officers N]');
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
  console.log(`Demo programme seeded${officers ? ` with ${officers} extra officers` : ''}.`);
}
await database.close();
