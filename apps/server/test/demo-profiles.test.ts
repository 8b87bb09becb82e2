import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  OTHER_SPECIFY, OTHERS, PROFILE_CHOICE_LISTS, PROFILE_FORMS, PROFILE_LIMITS, PROFILE_LISTS, PROFILE_ROW_CHOICE_LISTS, PROFILE_TEMPLATES as T, ROLES,
  profilePhotoUrl, type ProfileOptionList, type ProfileTemplate, type RowKind,
} from '@fetp/contract';
import { rowsOf } from '../src/db/client';
import { VersionedCache } from '../src/db/versioned-cache';
import { hubs, profiles, users } from '../src/db/schema';
import { PROFILE_PHOTOS_FOLDER } from '../src/features/account-settings';
import { myProfile, profileOptions, saveProfile } from '../src/features/profiles/service';
import { demoPhotos, seedDemoPhotos } from '../src/seed/demo-profiles';
import { DEMO_ACCOUNTS, useTestContext } from './helpers';

/**
 * The demo programme's profiles (issue 24, part 5): every demo mentee and mentor has one, in the
 * template the profile page gives them, whose values pass that template's form as read back; the
 * four templates all occur; choices are the option lists' values; districts lie in their states;
 * and some people have a photo in the file store.
 */

const context = useTestContext();

/** The template a user's profile page shows: Mentor role; else their hub's; else their earliest enrolment's course's hub's; else variant A. */
async function expectedTemplates(): Promise<Map<number, ProfileTemplate>> {
  const rows = rowsOf<{ id: number; template: ProfileTemplate }>(await context().db.execute(sql`
    select u.id, case
      when exists (select 1 from user_roles r where r.user_id = u.id and r.role = ${ROLES.mentor}) then ${T.mentor}
      else coalesce(
        (select h.profile_template from hubs h where h.id = u.hub_id),
        (select h.profile_template from enrolments e join cohorts k on k.id = e.cohort_id join courses c on c.id = k.course_id join hubs h on h.id = c.hub_id
          where e.user_id = u.id order by e.created_at, e.id limit 1),
        ${T.fieldEpidemiology})
      end as template
    from users u`));
  return new Map(rows.map((r) => [r.id, r.template]));
}

/** Every profile holder's profile as the profile page reads it (the profiles service), with its stored template. */
async function loaded(): Promise<Array<{ id: number; email: string; stored: string; template: ProfileTemplate; saved: boolean; values: Record<string, unknown> }>> {
  const { db } = context();
  const kept = { db, optionCache: new VersionedCache({ counter: 'option_version' }) };
  const people = await db.select({ id: users.id, email: users.email, stored: profiles.templateName }).from(users).innerJoin(profiles, eq(profiles.userId, users.id)).orderBy(asc(users.id));
  return Promise.all(people.map(async (p) => {
    const { data } = await myProfile(kept, p.id);
    return { ...p, template: data.template_name, saved: data.is_saved, values: data.values };
  }));
}

describe('the demo profiles', () => {
  it('gives every demo mentee and mentor a profile in the template their profile page shows, with all four templates among them', async () => {
    const { db } = context();
    const holders = rowsOf<{ id: number; email: string }>(await db.execute(sql`
      select distinct u.id, u.email from users u join user_roles r on r.user_id = u.id where r.role in (${ROLES.mentee}, ${ROLES.mentor})`));
    expect(holders.length).toBeGreaterThanOrEqual(3 + 12 + 13 + 8);
    const expected = await expectedTemplates();
    const saved = new Map((await db.select({ userId: profiles.userId, template: profiles.templateName }).from(profiles)).map((p) => [p.userId, p.template]));
    for (const person of holders) {
      expect({ email: person.email, template: saved.get(person.id) }).toEqual({ email: person.email, template: expected.get(person.id) });
    }
    const counts = new Map<string, number>();
    for (const template of saved.values()) counts.set(template, (counts.get(template) ?? 0) + 1);
    for (const template of Object.values(T)) expect(counts.get(template) ?? 0, template).toBeGreaterThan(0);
  });

  it('puts the officers in their hubs: mentees 1–4 and the FETP officers at NCDC, 5–8 at the WHO Country Office, the frontline officers at the Kerala unit', async () => {
    const { db } = context();
    const rows = rowsOf<{ email: string; slug: string | null }>(await db.execute(sql`select u.email, h.slug from users u left join hubs h on h.id = u.hub_id`));
    const hubOf = new Map(rows.map((r) => [r.email, r.slug]));
    DEMO_ACCOUNTS.mentees.forEach((email, i) => expect([email, hubOf.get(email)]).toEqual([email, i < 4 ? 'ncdc' : i < 8 ? 'who' : 'ssu-kerala']));
    const officers = rows.filter((r) => r.email.endsWith('@officers.fetp-demo.org'));
    const frontline = rows.filter((r) => r.email.endsWith('@frontline.fetp-demo.org'));
    expect(officers).toHaveLength(13);
    expect(frontline).toHaveLength(8);
    for (const r of officers) expect(r.slug).toBe('ncdc');
    for (const r of frontline) expect(r.slug).toBe('ssu-kerala');
    const templates = new Map((await db.select({ slug: hubs.slug, template: hubs.profileTemplate }).from(hubs)).map((h) => [h.slug, h.template]));
    expect([templates.get('ncdc'), templates.get('who'), templates.get('ssu-kerala')]).toEqual([T.fieldEpidemiology, T.appliedEpidemiology, T.frontline]);
  });

  it('keeps values that pass their template’s form as the profile page reads them, and that its save accepts and reloads unchanged', async () => {
    const { db } = context();
    const all = await loaded();
    expect(all.length).toBeGreaterThanOrEqual(1 + 3 + 12 + 13 + 8);
    const failures: string[] = [];
    for (const person of all) {
      expect([person.email, person.template, person.saved]).toEqual([person.email, person.stored, true]);
      const parsed = PROFILE_FORMS[person.template].safeParse(person.values);
      if (!parsed.success) {
        failures.push(`${person.email} (${person.template}): ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        continue;
      }
      // The save's own checks (option lists, each state its district's) accept it, and the page reads back the same values.
      try {
        const saved = await saveProfile(db, person.id, person.template, parsed.data as Record<string, unknown>);
        expect([person.email, saved.data.values]).toEqual([person.email, person.values]);
      } catch (err) {
        failures.push(`${person.email} (${person.template}) not saved: ${JSON.stringify((err as { errors?: unknown }).errors ?? String(err))}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('fills each variant the way the spec describes it', async () => {
    const all = await loaded();
    const of = (template: ProfileTemplate) => all.filter((p) => p.template === template).map((p) => p.values);
    type Row = { workExperienceTimePeriodEndDate: string };
    const currentJobs = (v: Record<string, unknown>) => (v.work_experiences as Row[]).filter((r) => !r.workExperienceTimePeriodEndDate).length;

    // B: self-declared, with hardship and work rows, one current job; some current postings (no period), some earlier ones (with period).
    const b = of(T.appliedEpidemiology);
    expect(b.length).toBeGreaterThanOrEqual(4);
    for (const v of b) {
      expect(v.selfDeclaration).toBe(true);
      expect((v.hardship_details as Row[]).length).toBeGreaterThan(0);
      expect(currentJobs(v)).toBe(1);
      if (v.post_is_current_posting) expect([v.post_period_from, v.post_period_to, v.post_current_posting_place]).toEqual(['', '', '']);
      else expect(v.post_period_from && v.post_period_to && v.post_current_posting_place).toBeTruthy();
    }
    expect(new Set(b.map((v) => v.post_is_current_posting))).toEqual(new Set([true, false]));
    expect(b.some((v) => v.diseases_job_is_addressing === OTHER_SPECIFY && v.other_diseases_job_is_addressing)).toBe(true);

    // C and the mentors: PG degrees, one current job, teaching rows with their ends, interests; publications for the mentors and some officers.
    for (const template of [T.frontline, T.mentor] as const) {
      for (const v of of(template)) {
        expect((v.pg_degrees as unknown[]).length).toBeGreaterThan(0);
        expect(currentJobs(v)).toBe(1);
        expect((v.teaching_experiences as Row[]).length).toBeGreaterThan(0);
        for (const row of v.teaching_experiences as Row[]) expect(row.workExperienceTimePeriodEndDate).not.toBe('');
        expect(v.interest_area_1).not.toBe('');
      }
    }
    for (const v of of(T.mentor)) expect((v.achievements as unknown[]).length).toBeGreaterThan(0);
    expect(of(T.frontline).some((v) => (v.achievements as unknown[]).length > 0)).toBe(true);
    expect(of(T.frontline).some((v) => v.isSameAsPhoneNumber === false)).toBe(true);

    // A: the officers and the coordinator, with an 'Others' choice and an earlier training somewhere.
    const a = of(T.fieldEpidemiology);
    expect(a.length).toBeGreaterThanOrEqual(1 + 4 + 13);
    expect(a.some((v) => v.highest_qualification === OTHERS && v.other_highest_qualification)).toBe(true);
    expect(a.some((v) => v.any_previous_training_in_field_epidemiology === true)).toBe(true);

    // Dates of birth 1975–1996; no job started after today.
    const today = new Date().toISOString().slice(0, 10);
    for (const { values: v } of all) {
      expect(String(v.dob) >= '1975-01-01' && String(v.dob) <= '1996-12-31', String(v.dob)).toBe(true);
      for (const field of ['start_date_current_job', 'post_doj'] as const) if (v[field]) expect(String(v[field]) <= today).toBe(true);
    }
  });

  it('chooses only the option lists’ values, and districts of their states', async () => {
    const { db } = context();
    const options = await profileOptions(db);
    const offered = (list: ProfileOptionList, value: unknown) => options[list].some((o) => o.value === value);
    const wrong: string[] = [];
    for (const { email, values } of await loaded()) {
      for (const [field, list] of Object.entries(PROFILE_CHOICE_LISTS)) {
        if (values[field] !== undefined && values[field] !== '' && !offered(list, values[field])) wrong.push(`${email}: ${field} ${String(values[field])}`);
      }
      for (const [name, kind] of Object.entries(PROFILE_LISTS) as Array<[keyof typeof PROFILE_LISTS, RowKind]>) {
        for (const row of (values[name] ?? []) as Array<Record<string, unknown>>) {
          for (const [field, list] of Object.entries(PROFILE_ROW_CHOICE_LISTS[kind]) as Array<[string, ProfileOptionList]>) {
            if (!offered(list, row[field])) wrong.push(`${email}: ${name}.${field} ${String(row[field])}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);

    const mismatched = rowsOf<{ what: string; user_id: number }>(await db.execute(sql`
      select 'home' as what, u.id as user_id from users u join profiles p on p.user_id = u.id join districts d on d.id = u.district_id where d.state_id <> u.state_id
      union all select 'job', j.user_id from user_jobs j join districts d on d.id = j.district_id where d.state_id <> j.state_id
      union all select 'posting', x.user_id from user_posting_details x join districts d on d.id = x.district_id where d.state_id <> x.state_id
      union all select 'current posting', x.user_id from user_posting_details x join districts d on d.id = x.current_district_id where d.state_id <> x.current_state_id
      union all select e.kind, e.user_id from user_experiences e join districts d on d.id = e.district_id where d.state_id <> e.state_id`));
    expect(mismatched).toEqual([]);
  });

  it('makes photos for some mentors and mentees, kept as an upload is and served at their address, and keeps them when run again', async () => {
    const { app, db, files } = context();
    await seedDemoPhotos({ db, files });
    const emails = demoPhotos().map(([email]) => email);
    const withPhoto = await db.select({ id: users.id, email: users.email, key: users.profileImageKey, url: users.profileImageUrl }).from(users).where(inArray(users.email, emails));
    expect(withPhoto).toHaveLength(emails.length);
    expect(withPhoto.filter((p) => (DEMO_ACCOUNTS.mentors as readonly string[]).includes(p.email)).length).toBeGreaterThan(0);
    expect(withPhoto.filter((p) => (DEMO_ACCOUNTS.mentees as readonly string[]).includes(p.email)).length).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.mentees.length / 3);
    for (const person of withPhoto) {
      expect(person.key?.startsWith(`${PROFILE_PHOTOS_FOLDER}/`)).toBe(true);
      expect(person.url).toBe(profilePhotoUrl(person.id, person.key!.slice(person.key!.lastIndexOf('/') + 1)));
      const meta = await sharp(await files.read(person.key!)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', PROFILE_LIMITS.photoSize, PROFILE_LIMITS.photoSize]);
      const served = await app.inject({ method: 'GET', url: person.url! });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    }
    const others = await db.select({ id: users.id }).from(users).where(and(isNotNull(users.profileImageKey), notInArray(users.email, emails)));
    expect(others).toEqual([]);

    await seedDemoPhotos({ db, files });
    const again = await db.select({ email: users.email, key: users.profileImageKey }).from(users).where(inArray(users.email, emails));
    expect(new Map(again.map((p) => [p.email, p.key]))).toEqual(new Map(withPhoto.map((p) => [p.email, p.key])));
  });
});
