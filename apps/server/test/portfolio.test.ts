import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { ADMISSION_MESSAGES, CAL_MESSAGES, portfolioLinkAnswer } from '@fetp/contract';
import {
  calendarAttendance, calendarEvents, calStatusChanges, cohorts, courseModules, courseUnits, enrolments, milestones, subCals, unitCompletions, users,
} from '../src/db/schema';
import { createCal, createCohort, createCoordinator, createCourse, createMentee, createMentor, createSubCal, createUser } from './factories';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext } from './helpers';
import { actualTexts } from './pdf-text';

/**
 * The officer portfolio (issue 31): who may have it (the officer, their mentors, the course's
 * coordinators; no one else), and what the PDF holds — its text read back with pdf.js, the names
 * in Devanagari and Arabic read from the ActualText each drawn line carries.
 */

let ctx: TestContext;
const DEVANAGARI = 'प्रियंका क्षीरसागर';
const ARABIC = 'فاطمة الزهراء';

const people = {} as Record<'officer' | 'arabicOfficer' | 'otherOfficer' | 'mentor' | 'otherMentor' | 'coordinator' | 'otherCoordinator' | 'stranger', { id: number; email: string; displayName: string }>;
let courseId = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx;
  const course = await createCourse(db, { title: 'FETP Portfolio Course' });
  const otherCourse = await createCourse(db);
  courseId = course.id;
  const cohort = await createCohort(db, { courseId: course.id, name: 'Cohort Portfolio' });
  people.mentor = await createMentor(db);
  people.otherMentor = await createMentor(db);
  people.officer = await createMentee(db, cohort.id, { mentor1: people.mentor.id });
  people.arabicOfficer = await createMentee(db, cohort.id, { mentor1: people.mentor.id });
  people.otherOfficer = await createMentee(db, cohort.id, { mentor1: people.otherMentor.id });
  people.coordinator = await createCoordinator(db, [course.id]);
  people.otherCoordinator = await createCoordinator(db, [otherCourse.id]);
  people.stranger = await createUser(db, []);
  await db.update(users).set({ displayName: DEVANAGARI }).where(eq(users.id, people.officer.id));
  await db.update(users).set({ displayName: ARABIC }).where(eq(users.id, people.arabicOfficer.id));

  // A Field Project CAL with a sub-CAL whose first milestone the mentor completed, and a Scientific Communication.
  const project = await createCal(db, course.id, { fullName: 'Outbreak Investigation', shortName: 'OI' });
  const sub = await createSubCal(db, project, people.officer.id, { milestones: ['completed', 'pending'] });
  await db.update(subCals).set({ shortTitle: 'Cholera outbreak in Pune district' }).where(eq(subCals.id, sub.id));
  const [first] = await db.select({ id: milestones.id }).from(milestones).where(eq(milestones.subCalId, sub.id)).orderBy(milestones.sequence);
  await db.insert(calStatusChanges).values({ subject: 'milestone', subjectId: first!.id, changedBy: people.mentor.id, fromStatus: 'pending', toStatus: 'completed' });
  const abstract = await createCal(db, course.id, { fullName: 'Conference Abstract', shortName: 'AB', group: 'scientific_communication' });
  const ab = await createSubCal(db, abstract, people.officer.id, { milestones: ['not_started'] });
  await db.update(subCals).set({ shortTitle: 'कोविड-19 निगरानी का मूल्यांकन' }).where(eq(subCals.id, ab.id));

  // A module whose one unit the officer has done, and a webinar they attended.
  const [module] = await db.insert(courseModules).values({ courseId: course.id, name: 'Descriptive Epidemiology', position: 1 }).returning();
  const [unit] = await db.insert(courseUnits).values({ moduleId: module!.id, position: 1, title: 'Person, place, time', url: 'https://example.test/unit' }).returning();
  await db.insert(unitCompletions).values({ unitId: unit!.id, userId: people.officer.id, openedAt: new Date(), doneAt: new Date(), doneBy: people.officer.id });
  const startsAt = new Date(Date.now() - 7 * 86_400_000);
  const [webinar] = await db.insert(calendarEvents).values({
    kind: 'webinar', courseId: course.id, title: 'Surveillance data quality', presenter: 'Dr. Rao', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000),
    createdBy: people.coordinator.id, schedulerRole: 'Course Coordinator',
  }).returning();
  await db.insert(calendarAttendance).values({ eventId: webinar!.id, occurrenceStart: startsAt, userId: people.officer.id, attended: true });
  await db.update(enrolments).set({ graduated: true }).where(eq(enrolments.userId, people.officer.id));
}, 120_000);
afterAll(() => ctx?.close());

const as = (who: keyof typeof people) => sessionOf(ctx, people[who].email);
const linkPath = (mentee: number, course = courseId) => `/api/portfolio/${mentee}/${course}/`;

/** The signed link, then the PDF through it (no bearer token, as the browser's download fetch). */
async function download(client: Client, mentee: number) {
  const link = await client.get(linkPath(mentee));
  expect(link.statusCode, link.body).toBe(200);
  const { data } = portfolioLinkAnswer.parse(link.json());
  const pdf = await ctx.app.inject({ method: 'GET', url: data.url });
  return { link: data, pdf };
}


async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe('who may download an officer’s portfolio', () => {
  it('the officer, their mentor and the course’s coordinator get a signed link and the PDF', async () => {
    for (const who of ['officer', 'mentor', 'coordinator'] as const) {
      const { link, pdf } = await download(await as(who), people.officer.id);
      expect(link.url).toMatch(new RegExp(`^/api/portfolio/${people.officer.id}/${courseId}/portfolio\\.pdf\\?`));
      expect(link.filename).toBe(`portfolio-${people.officer.id}-${courseId}.pdf`);
      expect(pdf.statusCode, `${who}: ${pdf.body.slice(0, 200)}`).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('attachment');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('another officer, a mentor of someone else, another course’s coordinator and a user without a role are refused', async () => {
    const cases = [
      ['otherOfficer', CAL_MESSAGES.notYourMentee], ['otherMentor', CAL_MESSAGES.notYourMentee], ['otherCoordinator', CAL_MESSAGES.notYourMentee],
    ] as const;
    for (const [who, message] of cases) {
      const res = await (await as(who)).get(linkPath(people.officer.id));
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message, who).toBe(message);
    }
    // Without any of the page's roles the call itself is closed.
    expect((await (await as('stranger')).get(linkPath(people.officer.id))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: linkPath(people.officer.id) })).statusCode).toBe(401);
  });

  it('the PDF opens only through an unaltered link for that officer, and checks the standing again', async () => {
    const mentor = await as('mentor');
    const { link } = await download(mentor, people.officer.id);
    const [pathname, query] = link.url.split('?') as [string, string];
    const bare = await ctx.app.inject({ method: 'GET', url: pathname });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe(ADMISSION_MESSAGES.downloadLinkExpired);
    // The same signature on another officer's address.
    const moved = await ctx.app.inject({ method: 'GET', url: `/api/portfolio/${people.otherOfficer.id}/${courseId}/portfolio.pdf?${query}` });
    expect(moved.statusCode).toBe(403);
    const altered = await ctx.app.inject({ method: 'GET', url: link.url.replace(/sig=([^&]+)/, (_, s: string) => `sig=${s.slice(0, -2)}AA`) });
    expect(altered.statusCode).toBe(403);
    // A mentor unassigned after the link was made: the link no longer opens the PDF.
    const other = await as('otherMentor');
    const { link: otherLink } = await download(other, people.otherOfficer.id);
    await ctx.db.execute(`delete from mentor_assignments where mentor_id = ${people.otherMentor.id}`);
    const after = await ctx.app.inject({ method: 'GET', url: otherLink.url });
    expect(after.statusCode).toBe(403);
  });

  it('refuses ids that are not ids, with the call’s own message', async () => {
    const res = await (await as('coordinator')).get('/api/portfolio/abc/1/');
    expect(res.statusCode).toBe(400);
  });
});

describe('what the portfolio holds', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = (await download(await as('coordinator'), people.officer.id)).pdf.rawPayload;
    if (process.env.PORTFOLIO_PDF_OUT) fs.writeFileSync(path.join(process.env.PORTFOLIO_PDF_OUT, 'portfolio-test.pdf'), pdf);
  });

  it('the profile, every CAL with its milestones, statuses and reviewer, modules, webinars and graduation', async () => {
    const text = await textOf(pdf);
    for (const expected of [
      'Officer Portfolio', 'Profile Summary', people.officer.email, 'FETP Portfolio Course', 'Cohort Portfolio',
      'Project CALs', 'Outbreak Investigation', 'Cholera outbreak in Pune district', 'Milestone 1', 'Milestone 2', 'Completed', 'Pending',
      'Scientific Communication CALs', 'Conference Abstract', 'Not Started',
      'Modules Completed', 'Descriptive Epidemiology', '1 / 1',
      'Webinars Attended', 'Surveillance data quality', 'Dr. Rao',
      'Field Assignments', 'No field assignment yet.', 'Graduation', 'Yes',
      // The mentor who completed the first milestone is its reviewer, and mentor 1.
      `${people.mentor.displayName} (`, `1. ${people.mentor.displayName} (supervisor)`,
    ]) expect(text, expected).toContain(expected);
  });

  it('names and titles in Devanagari are drawn shaped and read back as typed (ActualText)', () => {
    const texts = actualTexts(pdf);
    expect(texts).toContain(DEVANAGARI);
    expect(texts.some((t) => t.includes('कोविड-19 निगरानी का मूल्यांकन'))).toBe(true);
  });

  it('an Arabic name is read back as typed, in logical order', async () => {
    const { pdf: arabic } = await download(await as('arabicOfficer'), people.arabicOfficer.id);
    if (process.env.PORTFOLIO_PDF_OUT) fs.writeFileSync(path.join(process.env.PORTFOLIO_PDF_OUT, 'portfolio-arabic.pdf'), arabic.rawPayload);
    expect(actualTexts(arabic.rawPayload)).toContain(ARABIC);
    const text = await textOf(arabic.rawPayload);
    expect(text).toContain('No CAL registered yet.');
  });
});

describe('the PDF in the requester’s language', () => {
  /** The PDF through a signed link, the requester's account language set for the time of the call. */
  async function inLanguage(who: keyof typeof people, language: string | null, mentee = people.officer.id, headers: Record<string, string> = {}) {
    await ctx.db.update(users).set({ language }).where(eq(users.id, people[who].id));
    try {
      const link = await (await as(who)).get(linkPath(mentee));
      const pdf = await ctx.app.inject({ method: 'GET', url: portfolioLinkAnswer.parse(link.json()).data.url, headers });
      expect(pdf.statusCode).toBe(200);
      return pdf.rawPayload;
    } finally {
      await ctx.db.update(users).set({ language: null }).where(eq(users.id, people[who].id));
    }
  }

  it('a French mentor’s PDF has French labels, statuses and dates; the officer’s words stay as typed', async () => {
    const pdf = await inLanguage('mentor', 'fr');
    const text = await textOf(pdf);
    for (const expected of [
      'Portfolio de l’agent', 'Généré le', 'Résumé du profil', 'Progression du cours', 'CAL de projet', 'CAL de communication scientifique',
      'Étape', 'Terminé', 'En attente', 'Examiné par', 'Modules terminés', 'Unités faites', 'Webinaires suivis', 'Affectations de terrain',
      'Aucune affectation de terrain pour l’instant.', 'Diplôme', 'Oui', `1. ${people.mentor.displayName} (superviseur)`,
      // The officer's record as it is held.
      'Outbreak Investigation', 'Cholera outbreak in Pune district', 'Surveillance data quality', 'Descriptive Epidemiology',
    ]) expect(text, expected).toContain(expected);
    for (const english of ['Officer Portfolio', 'Profile Summary', 'Modules Completed', 'Not Started', 'Graduation']) expect(text, english).not.toContain(english);
    // A date with its month named in French (the webinar a week ago, the generation today).
    const month = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' }).format(new Date());
    expect(text).toContain(month);
    expect(actualTexts(pdf)).toContain(DEVANAGARI);
  });

  it('without a saved language, the browser’s; with neither, English', async () => {
    expect(await textOf(await inLanguage('coordinator', null, people.officer.id, { 'accept-language': 'fr-FR,fr;q=0.9' }))).toContain('Résumé du profil');
    const saved = await textOf(await inLanguage('coordinator', 'en', people.officer.id, { 'accept-language': 'fr' }));
    expect(saved).toContain('Profile Summary');
    expect(await textOf(await inLanguage('coordinator', null))).toContain('Profile Summary');
  });

  it('an Arabic reader’s PDF: Arabic labels read back in logical order, beside the officer’s Arabic and Devanagari names', async () => {
    const pdf = await inLanguage('mentor', 'ar');
    if (process.env.PORTFOLIO_PDF_OUT) fs.writeFileSync(path.join(process.env.PORTFOLIO_PDF_OUT, 'portfolio-ar-frame.pdf'), pdf);
    const texts = actualTexts(pdf);
    for (const expected of ['الملف المهني للمتدرب', 'ملخص الملف الشخصي', 'الوحدات المكتملة', 'المهام الميدانية', 'لا توجد مهام ميدانية بعد.', 'مكتمل', DEVANAGARI]) {
      expect(texts, expected).toContain(expected);
    }
    // A line mixing Arabic and Latin keeps the words as typed.
    expect(texts).toContain(`${people.mentor.displayName} (مشرف)`.replace(/^/, '1. '));
    const arabicOfficer = actualTexts(await inLanguage('mentor', 'ar', people.arabicOfficer.id));
    expect(arabicOfficer).toContain(ARABIC);
    expect(arabicOfficer).toContain('لم يُسجَّل أي نشاط CAL بعد.');
  });
});

describe('the demo programme', () => {
  it('its officers named in Devanagari and Arabic have portfolios with their CALs, as their coordinator downloads them', async () => {
    const coordinator = await sessionOf(ctx, DEMO_ACCOUNTS.coordinator);
    for (const [email, name] of [['priyanka.kshirsagar@officers.fetp-demo.org', DEVANAGARI], ['fatima.alzahra@officers.fetp-demo.org', ARABIC]] as const) {
      const [officer] = await ctx.db.select({ id: users.id, name: users.displayName }).from(users).where(eq(users.email, email));
      expect(officer?.name).toBe(name);
      const [enrolment] = await ctx.db.select({ courseId: cohorts.courseId }).from(enrolments).innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId)).where(eq(enrolments.userId, officer!.id));
      const link = await coordinator.get(linkPath(officer!.id, enrolment!.courseId));
      expect(link.statusCode).toBe(200);
      const pdf = (await ctx.app.inject({ method: 'GET', url: link.json().data.url })).rawPayload;
      if (process.env.PORTFOLIO_PDF_OUT) fs.writeFileSync(path.join(process.env.PORTFOLIO_PDF_OUT, `demo-${officer!.id}.pdf`), pdf);
      expect(actualTexts(pdf)).toContain(name);
      expect(await textOf(pdf)).toContain('Outbreak Investigation');
    }
  });
});

describe('a batch of portfolios', () => {
  it('50 generated (read and drawn) well within 30 s', async () => {
    const coordinator = await as('coordinator');
    const started = performance.now();
    let bytes = 0;
    for (let i = 0; i < 50; i++) {
      const { pdf } = await download(coordinator, i % 2 ? people.officer.id : people.arabicOfficer.id);
      expect(pdf.statusCode).toBe(200);
      bytes += pdf.rawPayload.length;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`portfolio: 50 PDFs in ${seconds.toFixed(2)} s (${(bytes / 50 / 1024).toFixed(0)} kB each on average)`);
    expect(seconds).toBeLessThan(30);
  }, 120_000);
});
