import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages, chatRooms, milestoneFiles, milestones, subCals, users } from '../db/schema';
import type { FileStore } from '../files/store';
import { DEMO_ACCOUNTS } from './demo';
import { seedDemoPhotos } from './demo-profiles';
import { seedDemoReportFiles } from './demo-reports';
import { textPdf } from './sample-files';
import { workingDaysAgo } from './demo-time';

/**
 * The demo programme's files, which need the file store (seeded beside the demo applications):
 * versions of milestone files, milestone chats between mentees and their mentors, with files, and
 * some people's profile photos.
 */

const LINE_LIST_V1 = 'case_id,age_years,sex,village,onset,rash,fever,vaccinated\n1,4,F,Ghasera,2026-10-02,yes,yes,no\n2,6,M,Ghasera,2026-10-04,yes,yes,no\n3,3,M,Rithat,2026-10-05,yes,yes,unknown\n';
const LINE_LIST_V2 = `${LINE_LIST_V1}4,7,F,Rithat,2026-10-07,yes,yes,no\n5,2,F,Ghasera,2026-10-08,yes,yes,no\n6,5,M,Nuh,2026-10-09,yes,no,yes\n`;

type Stored = { name: string; data: Buffer; type: string };

export async function seedDemoFiles(deps: { db: Db; files: FileStore }) {
  const { db, files } = deps;
  await seedDemoPhotos(deps);
  await seedDemoReportFiles(deps);
  const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const arjun = await idOf(DEMO_ACCOUNTS.mentees[0]!);
  const sanjay = await idOf(DEMO_ACCOUNTS.mentees[2]!);
  const priya = await idOf(DEMO_ACCOUNTS.mentors[0]!);
  const fatima = await idOf(DEMO_ACCOUNTS.mentors[2]!);
  if (!arjun || !sanjay || !priya || !fatima) return;

  /** A mentee's milestones of their first sub-CAL of a CAL, by sequence. */
  const milestonesOf = async (menteeId: number, autoName: string) => {
    const rows = await db.select({ id: milestones.id, sequence: milestones.sequence, submittedAt: milestones.submittedAt })
      .from(milestones).innerJoin(subCals, eq(subCals.id, milestones.subCalId))
      .where(and(eq(subCals.menteeId, menteeId), eq(subCals.autoName, autoName))).orderBy(asc(milestones.sequence));
    return new Map(rows.map((r) => [r.sequence, r]));
  };
  const daysAgo = (days: number) => workingDaysAgo(days);

  const version = async (milestoneId: number, version: number, uploaderId: number, file: Stored, at: Date) => {
    const storageKey = await files.put('milestones', file.data);
    await db.insert(milestoneFiles).values({
      milestoneId, version, uploaderId, uploadedAt: at, size: file.data.length, contentType: file.type, originalName: file.name, storageKey,
    });
  };

  const chat = async (milestoneId: number, messages: Array<{ from: number; text: string; file?: Stored; at: Date }>) => {
    const [room] = await db.insert(chatRooms).values({ milestoneId }).returning({ id: chatRooms.id });
    for (const m of messages) {
      const attachment = m.file ? { attachmentKey: await files.put('chat', m.file.data), attachmentName: m.file.name, attachmentType: m.file.type, attachmentSize: m.file.data.length } : {};
      await db.insert(chatMessages).values({ roomId: room!.id, senderId: m.from, message: m.text, createdAt: m.at, ...attachment });
    }
    // Everyone has read the conversation so far (no digest is due for the demo's past).
    await db.execute(sql`
      insert into chat_reads (room_id, user_id, last_read_id, last_digested_id, read_at)
      select ${room!.id}, u.id, (select max(id) from chat_messages where room_id = ${room!.id}), (select max(id) from chat_messages where room_id = ${room!.id}), now()
      from (select distinct sender_id as id from chat_messages where room_id = ${room!.id}) u`);
  };

  const oi = await milestonesOf(arjun, 'OI-1');
  const lineList = oi.get(2);
  const analytic = oi.get(3);
  if (lineList) {
    await version(lineList.id, 1, arjun, { name: 'line-list-nuh.csv', data: Buffer.from(LINE_LIST_V1), type: 'text/csv' }, daysAgo(22));
    await version(lineList.id, 2, arjun, { name: 'line-list-nuh.csv', data: Buffer.from(LINE_LIST_V2), type: 'text/csv' }, daysAgo(20));
    await chat(lineList.id, [
      { from: arjun, text: 'I have uploaded the first line list: 3 cases from Ghasera and Rithat so far.', at: daysAgo(22) },
      {
        from: priya, text: 'Good start. Please add the vaccination status from the sub-centre registers, and keep one row per case with the onset date.',
        file: { name: 'measles-case-definition.pdf', data: textPdf('Measles case definition: fever and maculopapular rash with cough, coryza or conjunctivitis.'), type: 'application/pdf' },
        at: daysAgo(21),
      },
      { from: arjun, text: 'Done: version 2 has 6 cases and the vaccination status. The epidemic curve is in the report.', at: daysAgo(20) },
      { from: priya, text: 'Thank you, marked as completed.', at: daysAgo(19) },
    ]);
  }
  if (analytic) {
    await version(analytic.id, 1, arjun, {
      name: 'analytic-study-nuh.pdf', data: textPdf('Case-control study of measles in Nuh: unvaccinated children had higher odds of measles.'), type: 'application/pdf',
    }, daysAgo(3));
  }
  const sda = await milestonesOf(sanjay, 'SDA-1');
  const plan = sda.get(1);
  if (plan) {
    await chat(plan.id, [
      { from: sanjay, text: 'Could we meet to discuss which dengue indicators to include? I plan cases by week, district, age group and sex.', at: daysAgo(2) },
      { from: fatima, text: 'Yes. Add the case fatality rate and the share confirmed by NS1 or IgM ELISA. Let us talk on Thursday.', at: daysAgo(1) },
    ]);
  }
}
