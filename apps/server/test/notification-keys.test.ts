import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { milestones, notifications, users } from '../src/db/schema';
import { NOTIFICATIONS_API } from '@fetp/contract';
import { Client, DEMO, sessionOf, useTestContext } from './helpers';
import { createCal, createCohort, createCoordinator, createMentee, createSubCal } from './factories';
import { OPEN_COURSE, validApplication } from './application-fixtures';

/**
 * Issue 30 §8: chat and application notifications are stored as a key and values, like the CAL
 * ones, and written in the reader's language; a row stored as text before still shows as written.
 */
const ctx = useTestContext();

/** The bell's list as a reader asking for French sees it. */
async function frenchBell(client: Client) {
  const res = await client.get(NOTIFICATIONS_API.list.path, { 'accept-language': 'fr' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { notification: string }[]).map((n) => n.notification);
}

describe('notifications stored as keys (issue 30 §8)', () => {
  it('a chat message rings in French for a French reader, and is stored with its key', async () => {
    const { db } = ctx();
    const cohort = await createCohort(db);
    const coordinator = await createCoordinator(db, [cohort.courseId]);
    await db.update(users).set({ language: 'fr' }).where(eq(users.id, coordinator.id));
    const mentee = await createMentee(db, cohort.id);
    const subCal = await createSubCal(db, await createCal(db, cohort.courseId), mentee.id, { milestones: ['not_started'] });
    const [milestone] = await db.select().from(milestones).where(eq(milestones.subCalId, subCal.id));
    const writer = await sessionOf(ctx(), mentee.email);
    const room = (await writer.get(`/chat/api/milestone/${milestone!.id}/message/`)).json().chat_room;
    const sent = await writer.multipart('/chat/api/send/milestone/message/', { chat_room: String(room), message: 'Bonjour' });
    expect(sent.statusCode, sent.body).toBe(200);

    const [row] = await db.select().from(notifications).where(eq(notifications.userId, coordinator.id));
    expect(row).toMatchObject({ textKey: 'chatMessage', params: { sender: mentee.displayName, milestone: milestone!.title, item: subCal.autoName } });
    const reader = await sessionOf(ctx(), coordinator.email);
    expect(await frenchBell(reader)).toEqual([`${mentee.displayName} a écrit dans la discussion sur ${milestone!.title} (${subCal.autoName}).`]);
  }, 60_000);

  it('a new application rings in French for the course’s coordinators; an old text row still shows as written', async () => {
    const { db } = ctx();
    const [coordinator] = await db.select().from(users).where(eq(users.email, DEMO.coordinator));
    await db.insert(notifications).values({ userId: coordinator!.id, notification: 'An old notice, stored as text.' });
    const { fields, files } = await validApplication(db, { email: 'keyed.applicant@example.net', course_id: OPEN_COURSE });
    const res = await new Client(ctx().app).multipart('/api/submit_application/', fields, files);
    expect(res.statusCode, res.body).toBe(200);

    const bell = await frenchBell(await sessionOf(ctx(), DEMO.coordinator));
    expect(bell).toContain('Nouvelle candidature à Advanced Field Epidemiology Training Programme de Nisha Patel.');
    expect(bell).toContain('An old notice, stored as text.');
    expect(bell.some((text) => text.startsWith('New application'))).toBe(false);
  }, 60_000);
});
