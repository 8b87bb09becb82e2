import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, DEMO_PASSWORD, encrypted, latestCode, signIn, type TestContext } from './helpers';

/**
 * Brute-force protection without a lock-out: wrong passwords count per (e-mail, address) at the
 * strict limit and per e-mail from all addresses at a higher one; correct ones do not count.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { RATE_LIMIT_PER_EMAIL: '3', RATE_LIMIT_PER_EMAIL_ALL_ADDRESSES: '8', RATE_LIMIT_PER_ADDRESS: '1000' },
  });
});
afterAll(() => ctx.close());

async function wrongPasswords(email: string, ip: string, times: number): Promise<number[]> {
  const client = new Client(ctx.app, ip);
  const enc = await encrypted(ctx.app, 'Wrong@12345');
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await client.post('/request-otp/', { email, ...enc })).statusCode);
  return statuses;
}

describe('sign-in limits', () => {
  it('stop a guesser at their own address, but let the owner in from theirs', async () => {
    const email = 'mentee2@example.org';
    expect(await wrongPasswords(email, '203.0.113.1', 4)).toEqual([400, 400, 400, 429]);
    const owner = await signIn(ctx, email, DEMO_PASSWORD, '198.51.100.20');
    expect((await owner.get('/api/user_dropdown/')).statusCode).toBe(200);
  });

  it('stop guesses spread over many addresses at the e-mail’s higher limit', async () => {
    const email = 'mentee3@example.org';
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push(...(await wrongPasswords(email, `203.0.113.${50 + i}`, 1)));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
  });

  it('do not count correct passwords: the owner signs in again and again from one address', async () => {
    for (let i = 0; i < 5; i++) {
      const owner = await signIn(ctx, 'mentee4@example.org', DEMO_PASSWORD, '198.51.100.21');
      expect(owner.token).toBeTruthy();
    }
  });

  it('count wrong codes like wrong passwords, per e-mail and address', async () => {
    const email = 'mentee1@example.org';
    const client = new Client(ctx.app, '203.0.113.99');
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const userId = (await client.post('/request-otp/', { email, ...enc })).json().user_id as number;
    const wrong = (await latestCode(ctx.db, email)) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/validate-otp/', { otp: wrong, user_id: userId, email, ...enc })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
