import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { smtpMailer } from '../mail/mailer';
import { seedReferenceData } from '../seed/demo';
import { AdminCommandError, createAdministrator } from './create-administrator';

/**
 * `npm run admin -- create --email someone@programme.org [--first-name X --last-name Y]`: the
 * programme's first administrator on an empty database (docs/operations.md). Reads DATABASE_URL or
 * DATA_DIR, SMTP_URL, PUBLIC_URL and INVITATION_LINK_DAYS as the server does.
 */
const USAGE = 'usage: npm run admin -- create --email someone@programme.org [--first-name X --last-name Y]';

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { positionals, values } = parsed;
if (positionals.length !== 1 || positionals[0] !== 'create' || !values.email) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : null;
let exitCode = 0;
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const result = await createAdministrator(
    { db: database.db, mailer, publicUrl: config.publicUrl, invitationLinkDays: config.invitationLinkDays },
    { email: values.email, firstName: values['first-name'], lastName: values['last-name'] },
  );
  const who = result.created ? 'New administrator' : result.roleAdded ? 'Administrator role added to the existing account' : 'Already an administrator';
  console.log(`${who}: ${values.email.trim()} (user ${result.userId}).`);
  if (result.mailed) {
    console.log(`A link to choose the password was mailed; it works once, within ${config.invitationLinkDays} days.`);
  } else {
    // No SMTP: the operator passes the link on. It is printed here only, never logged.
    console.log(`No SMTP configured: open this link to choose the password (it works once, within ${config.invitationLinkDays} days):`);
    console.log(result.link);
  }
} catch (err) {
  exitCode = 1;
  console.error(err instanceof AdminCommandError ? err.message : err);
} finally {
  await mailer?.close();
  await database.close();
}
process.exit(exitCode);
