import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, users } from '../src/db/schema';
import { JobQueue, type JobContext } from '../src/jobs';
import { outboxMailer } from '../src/mail/mailer';
import { invitationJob, queueInvitation } from '../src/features/password-reset';
import type { Services } from '../src/services';
import { createTestContext, latestMail, type TestContext } from './helpers';
import { createUser } from './factories';

let ctx: TestContext;
let services: Services;

beforeAll(async () => {
  ctx = await createTestContext();
  services = { db: ctx.db, config: ctx.config, jobs: new JobQueue({ db: ctx.db }), mailer: outboxMailer(ctx.db) } as unknown as Services;
}, 60_000);
afterAll(() => ctx.close());

const run = (userId: number) =>
  invitationJob.run({ userId }, { services, job: { id: 1, kind: invitationJob.name, key: null, attempt: 1, maxAttempts: 5, runAt: new Date() }, log: console } as unknown as JobContext);

describe('the invitation of a new account', () => {
  it('is queued in the caller’s transaction: nothing is queued when it rolls back', async () => {
    const user = await createUser(ctx.db);
    await ctx.db.transaction(async (tx) => {
      await queueInvitation(services, tx, user.id);
      tx.rollback();
    }).catch(() => undefined);
    const queued = await ctx.db.select().from(jobs).where(eq(jobs.kind, invitationJob.name));
    expect(queued.filter((j) => (j.payload as { userId: number }).userId === user.id)).toHaveLength(0);
    await ctx.db.transaction((tx) => queueInvitation(services, tx, user.id));
    const after = await ctx.db.select().from(jobs).where(eq(jobs.kind, invitationJob.name));
    expect(after.filter((j) => (j.payload as { userId: number }).userId === user.id)).toHaveLength(1);
  });

  it('mails a single-use link to choose the password, valid the configured days, which the reset page accepts', async () => {
    const user = await createUser(ctx.db);
    await run(user.id);
    const mail = await latestMail(ctx.db, user.email);
    expect(mail?.subject).toBe('Your account on the FETP portal');
    expect(mail?.text).toContain(`within ${ctx.config.invitationLinkDays} days`);
    const token = mail!.text.match(/password_reset_confirm\/([^/\s]+)\/custom/)?.[1];
    expect(token).toBeTruthy();
    const check = await ctx.app.inject({ method: 'GET', url: `/password/reset/${token}/custom/` });
    expect(check.json()).toEqual({ valid: true });
  });

  it('sends nothing to a deactivated account', async () => {
    const user = await createUser(ctx.db);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await run(user.id);
    expect(await latestMail(ctx.db, user.email)).toBeNull();
  });
});
