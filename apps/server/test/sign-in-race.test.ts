import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { outboxMailer } from '../src/mail/mailer';
import { issueToken, startChallenge, validateCode } from '../src/features/sign-in/service';
import { DEMO, createTestContext, latestCode, type TestContext } from './helpers';

/**
 * One validated code yields at most one token, whatever arrives at the same time: wrong guesses
 * for the same code must never bring a spent code back. Runs on PostgreSQL when DATABASE_URL is
 * set (real concurrent transactions), else on PGlite (interleaved requests).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TRIALS = 40;
const GUESSES = 12;
const TOKEN_CALLS = 6;

describe('a validated code under concurrent guesses and token requests', () => {
  it(`yields at most one token in each of ${TRIALS} trials`, async () => {
    const services = { db: ctx.db, mailer: outboxMailer(ctx.db) };
    const [user] = await ctx.db.select().from(users).where(eq(users.email, DEMO.mentee));
    let doubleTokens = 0;
    let tokensIssued = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      await startChallenge(services, user!, null);
      const code = await latestCode(ctx.db, user!.email);
      const wrong = code === '000000' ? '111111' : '000000';
      await validateCode(services, user!.id, code);
      // Guesses and token requests interleave; the guesses are expected to be refused.
      const calls: Array<Promise<'token' | 'refused'>> = [];
      for (let i = 0; i < Math.max(GUESSES, TOKEN_CALLS); i++) {
        if (i < GUESSES) calls.push(validateCode(services, user!.id, wrong).then(() => 'token' as const, () => 'refused' as const).then(() => 'refused' as const));
        if (i < TOKEN_CALLS) calls.push(issueToken(services, user!.id).then(() => 'token' as const, () => 'refused' as const));
      }
      const tokens = (await Promise.all(calls)).filter((r) => r === 'token').length;
      tokensIssued += tokens;
      if (tokens > 1) doubleTokens++;
    }
    expect(doubleTokens, 'trials in which one code gave more than one token').toBe(0);
    // Five wrong guesses may spend a code before any token request reaches it; most trials get one.
    expect(tokensIssued).toBeGreaterThan(TRIALS / 2);
  }, 120_000);
});
