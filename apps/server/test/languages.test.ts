import { describe, expect, it } from 'vitest';
import { LOCALES, MESSAGES } from '@fetp/contract';
import { MAIL_LOCALES, renderMail } from '../src/mail/texts';
import { Client, DEMO, DEMO_PASSWORD, encrypted, latestMail, signIn, useTestContext, waitForMail } from './helpers';
import { createUser } from './factories';

const context = useTestContext();

async function requestCode(email: string, headers: Record<string, string> = {}) {
  const ctx = context();
  const client = new Client(ctx.app);
  const res = await client.post('/request-otp/', { email, ...(await encrypted(ctx.app, DEMO_PASSWORD)) }, headers);
  expect(res.statusCode).toBe(200);
  return latestMail(ctx.db, email);
}

describe('the account language (issue 12)', () => {
  it('is null until chosen, is saved by POST /api/user_language/ and comes back in the user dropdown', async () => {
    const ctx = context();
    const user = await createUser(ctx.db);
    const client = await signIn(ctx, user.email);
    expect((await client.get('/api/user_dropdown/')).json().header_data.language).toBeNull();
    const saved = await client.post('/api/user_language/', { language: 'ar' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true });
    expect((await client.get('/api/user_dropdown/')).json().header_data.language).toBe('ar');
  });

  it('refuses a language the portal does not have, and a caller who is not signed in', async () => {
    const ctx = context();
    const user = await createUser(ctx.db);
    const client = await signIn(ctx, user.email);
    const bad = await client.post('/api/user_language/', { language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.language).toEqual([MESSAGES.unknownLanguage]);
    expect((await client.get('/api/user_dropdown/')).json().header_data.language).toBeNull();
    const anonymous = await new Client(ctx.app).post('/api/user_language/', { language: 'fr' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('only ever changes the caller’s own account', async () => {
    const ctx = context();
    const [first, second] = [await createUser(ctx.db), await createUser(ctx.db)];
    const client = await signIn(ctx, first.email);
    await client.post('/api/user_language/', { language: 'fr', user_id: String(second.id) });
    const other = await signIn(ctx, second.email);
    expect((await other.get('/api/user_dropdown/')).json().header_data.language).toBeNull();
  });
});

describe('e-mails in the reader’s language (issue 12)', () => {
  it('the sign-in code follows the language the request asks for when the account has none', async () => {
    const user = await createUser(context().db);
    expect((await requestCode(user.email, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' }))?.subject).toBe('Votre code de connexion');
    expect((await requestCode(user.email, { 'accept-language': 'de, ar;q=0.8' }))?.subject).toBe('رمز تسجيل الدخول');
    expect((await requestCode(user.email))?.subject).toBe('Your sign-in code');
  });

  it('the account’s saved language wins over the request’s', async () => {
    const ctx = context();
    const user = await createUser(ctx.db);
    const client = await signIn(ctx, user.email);
    await client.post('/api/user_language/', { language: 'ar' });
    const mail = await requestCode(user.email, { 'accept-language': 'fr' });
    expect(mail?.subject).toBe('رمز تسجيل الدخول');
    expect(mail?.html).toContain('dir="rtl"');
    const before = mail!.id;
    await new Client(ctx.app).post('/account/password/custom', { email: user.email }, { 'accept-language': 'en' });
    expect((await waitForMail(ctx.db, user.email, before)).subject).toBe('إعادة تعيين كلمة المرور');
  });

  it('a reset link for an account without a language is in the requested one', async () => {
    const ctx = context();
    const before = (await latestMail(ctx.db, DEMO.mentor))?.id ?? 0;
    await new Client(ctx.app).post('/account/password/custom', { email: DEMO.mentor }, { 'accept-language': 'fr' });
    const mail = await waitForMail(ctx.db, DEMO.mentor, before);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.text).toContain('/learn/password_reset_confirm/');
  });

  it('every language has every e-mail, with the same placeholders as the English', () => {
    expect([...MAIL_LOCALES].sort()).toEqual([...LOCALES].sort());
    const values = { name: 'N<a>', code: '123456', minutes: 10, link: 'https://portal.example/x?a=1&b=2', course: 'C&D', date: '2026-11-23' };
    for (const kind of ['signInCode', 'passwordReset', 'applicationReceived'] as const) {
      const english = renderMail(kind, 'en', values);
      for (const locale of LOCALES) {
        const mail = renderMail(kind, locale, values);
        expect(`${mail.subject}${mail.text}`, `${kind} ${locale}`).not.toMatch(/\{\w+\}/);
        for (const value of Object.values(values).map(String)) {
          expect(english.text.includes(value), `${kind} ${locale} ${value}`).toBe(mail.text.includes(value) || mail.subject.includes(value));
        }
        expect(mail.html).not.toContain('<a>');
        expect(mail.html).toContain(`lang="${locale}"`);
      }
    }
  });
});
