import { and, eq, sql } from 'drizzle-orm';
import { ROLES, loginEmail } from '@fetp/contract';
import type { Db } from '../db/client';
import { grantRole } from '../db/people';
import { userRoles, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/texts';
import { UNUSABLE_PASSWORD } from '../plugins/passwords';
import { issuePasswordLink } from '../features/password-reset';

export interface CreateAdministratorInput {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface CreateAdministratorResult {
  userId: number;
  /** A new account (false: the address had one, which kept its id, names and password). */
  created: boolean;
  /** The account did not hold the Administrator role before. */
  roleAdded: boolean;
  /** The single-use link to choose a password; the command prints it only when it was not mailed. */
  link: string;
  /** Mailed through SMTP (false: no SMTP configured, the link is for the operator to pass on). */
  mailed: boolean;
}

/** Refused input or state, with the sentence the command prints. */
export class AdminCommandError extends Error {}

/**
 * The first start of a programme (`npm run admin -- create`, docs/operations.md): makes the user
 * an Administrator — a new account without a usable password, or the role added to the account of
 * that address — and issues a single-use link to choose the password, valid `invitationLinkDays`.
 * The link is mailed when a mailer is given (SMTP configured), and otherwise only returned; the
 * token is written nowhere else (the database keeps its hash). Run again for the same address, it
 * makes no second account and issues a fresh link.
 */
export async function createAdministrator(
  deps: { db: Db; mailer: Mailer | null; publicUrl: string; invitationLinkDays: number },
  input: CreateAdministratorInput,
): Promise<CreateAdministratorResult> {
  const parsed = loginEmail.safeParse(input.email);
  if (!parsed.success) throw new AdminCommandError(`Not an e-mail address: ${JSON.stringify(input.email)}.`);
  const email = parsed.data;
  const firstName = (input.firstName ?? '').trim().slice(0, 100);
  const lastName = (input.lastName ?? '').trim().slice(0, 100);

  const { userId, created, roleAdded, name, link } = await deps.db.transaction(async (tx) => {
    // The address's account, locked so two runs at once make one account.
    const [existing] = await tx.select({ id: users.id, displayName: users.displayName, isActive: users.isActive }).from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`).for('update');
    if (existing && !existing.isActive) throw new AdminCommandError(`The account of ${email} is deactivated; reactivate it before making it an administrator.`);
    let account = existing;
    if (!account) {
      const displayName = `${firstName} ${lastName}`.trim() || email.split('@')[0]!;
      [account] = await tx.insert(users).values({ email, passwordHash: UNUSABLE_PASSWORD, firstName, lastName, displayName })
        .onConflictDoNothing().returning({ id: users.id, displayName: users.displayName, isActive: users.isActive });
      // Another run made it meanwhile: use that one.
      account ??= (await tx.select({ id: users.id, displayName: users.displayName, isActive: users.isActive }).from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];
      if (!account) throw new AdminCommandError(`The account of ${email} could not be made.`);
    }
    // Roles compare case-insensitively: an 'administrator' written by hand counts.
    const [held] = await tx.select({ role: userRoles.role }).from(userRoles)
      .where(and(eq(userRoles.userId, account.id), sql`lower(${userRoles.role}) = lower(${ROLES.administrator})`));
    // Granted through the one writer of roles (db/people.ts), audited as the system's act.
    if (!held) await grantRole(tx, null, account.id, ROLES.administrator);
    const issued = await issuePasswordLink(tx, deps.publicUrl, account.id, deps.invitationLinkDays * 24 * 60);
    return { userId: account.id, created: !existing, roleAdded: !held, name: account.displayName, link: issued };
  });

  if (deps.mailer) {
    await deps.mailer.send({ to: email, ...renderMail('invitation', null, { name, email, link, days: deps.invitationLinkDays }) });
  }
  return { userId, created, roleAdded, link, mailed: Boolean(deps.mailer) };
}
