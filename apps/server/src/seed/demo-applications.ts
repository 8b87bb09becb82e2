import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '../db/client';
import { applications, cohorts, courses, districts, users } from '../db/schema';
import type { FileStore } from '../files/store';
import { uploadedFile, type UploadedFile } from '../files/upload';
import type { Mailer } from '../mail/mailer';
import { submitApplication } from '../features/applicant/submit';
import { admitIn, rejectIn, type DecisionMail } from '../features/admission-decisions';
import { png, type Rgb } from './sample-files';

/** A passport-style picture: a head and shoulders on a tinted ground. */
function portraitPng(hue: Rgb, width = 90, height = 116): Buffer {
  const shade: Rgb = [hue[0] * 0.45, hue[1] * 0.45, hue[2] * 0.45];
  return png(width, height, (x, y) => {
    const head = (x - width / 2) ** 2 / 18 ** 2 + (y - 42) ** 2 / 22 ** 2 <= 1;
    const body = y > 70 && (x - width / 2) ** 2 / 38 ** 2 + (y - 116) ** 2 / 44 ** 2 <= 1;
    return head || body ? shade : hue;
  });
}

/** A pen stroke on white, standing in for a scanned signature. */
function signaturePng(width = 180, height = 50): Buffer {
  const ink = new Set<number>();
  for (let x = 10; x < width - 10; x++) {
    const y = Math.round(height / 2 + Math.sin(x / 9) * 12 * Math.sin(x / 47));
    for (let t = -1; t <= 1; t++) ink.add((y + t) * width + x);
  }
  return png(width, height, (x, y) => (ink.has(y * width + x) ? [30, 40, 90] : [255, 255, 255]));
}

async function certificatePdf(title: string, name: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 420]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 20, y: 20, width: 555.28, height: 380, borderColor: rgb(0.2, 0.4, 0.5), borderWidth: 2 });
  page.drawText(title, { x: 60, y: 320, size: 22, font: bold, color: rgb(0.1, 0.2, 0.3) });
  page.drawText(`This is to certify that ${name}`, { x: 60, y: 260, size: 14, font: regular });
  page.drawText('Demo document of the FETP learning portal.', { x: 60, y: 80, size: 10, font: regular, color: rgb(0.4, 0.4, 0.4) });
  return Buffer.from(await doc.save());
}

const upload = (data: Buffer, filename: string, mimetype: string): UploadedFile => uploadedFile({ data, filename, mimetype, truncated: false });

type Decided = { course: string; decision: 'admit' | 'reject'; daysAgo: number; note: string; cohort?: string };

const APPLICANTS: Array<{ first: string; last: string; email: string; prefix: string; gender: string; district: string; degree: string; hue: Rgb; noc: boolean; decided?: Decided }> = [
  { first: 'Kiran', last: 'Desai', email: 'kiran.desai@example.net', prefix: 'dr', gender: 'female', district: 'Pune', degree: 'mbbs', hue: [214, 232, 240] as Rgb, noc: true },
  { first: 'Harish', last: 'Menon', email: 'harish.menon@example.net', prefix: 'dr', gender: 'male', district: 'Ernakulam', degree: 'bds', hue: [232, 226, 240] as Rgb, noc: false },
  { first: 'Sunita', last: 'Kaur', email: 'sunita.kaur@example.net', prefix: 'ms', gender: 'female', district: 'Ludhiana', degree: 'b_sc_nursing', hue: [240, 232, 214] as Rgb, noc: true },
  // Decided ones (issue 32): the tracker shows who decided, when and why.
  {
    first: 'Farah', last: 'Siddiqui', email: 'farah.siddiqui@example.net', prefix: 'dr', gender: 'female', district: 'Pune', degree: 'mbbs', hue: [220, 240, 226] as Rgb, noc: true,
    decided: { course: 'course-v1:SSU+FRONTLINE+2025', decision: 'admit', daysAgo: 2, cohort: 'Frontline Cohort 1', note: 'Leads the district rapid response team; the frontline course fits her posting.' },
  },
  {
    first: 'Rohan', last: 'Pillai', email: 'rohan.pillai@example.net', prefix: 'mr', gender: 'male', district: 'Ernakulam', degree: 'bds', hue: [240, 220, 220] as Rgb, noc: false,
    decided: { course: 'course-v1:NCDC+FETP-ADV+2025', decision: 'reject', daysAgo: 1, note: 'No public health posting yet and no letter of no objection; encouraged to apply to the frontline course.' },
  },
  {
    first: 'Deepa', last: 'Joshi', email: 'deepa.joshi@example.net', prefix: 'ms', gender: 'female', district: 'Ludhiana', degree: 'b_sc_nursing', hue: [226, 226, 240] as Rgb, noc: true,
    decided: { course: 'course-v1:NCDC+FETP-ADV+2025', decision: 'reject', daysAgo: 3, note: 'Fewer than two years of field experience; the advanced course asks for more.' },
  },
];

/** The demo's decisions send nothing (their accounts sign in only once someone sets a password). */
const NO_MAIL: DecisionMail = { invite: async () => undefined, send: async () => undefined };

/** A few applications to the open FETP course, so the tracker has something to show in the demo. */
export async function seedDemoApplications(deps: { db: Db; files: FileStore; mailer: Mailer }, courseKey = 'course-v1:NCDC+FETP-ADV+2025') {
  const log = { warn: (o: object, m: string) => console.warn(m, o) };
  for (const [i, person] of APPLICANTS.entries()) {
    const [place] = await deps.db.select().from(districts).where(sql`${districts.name} = ${person.district}`);
    if (!place) continue;
    const name = `${person.first} ${person.last}`;
    const frontline = person.decided?.course === 'course-v1:SSU+FRONTLINE+2025';
    const body: Record<string, unknown> = {
      course_id: person.decided?.course ?? courseKey, prefix: person.prefix, first_name: person.first, middle_name: '', last_name: person.last,
      dob: `${1985 + i * 3}-0${i + 3}-1${i}`, gender: person.gender, father: `Father of ${person.first}`, community: 'general',
      current_address: `${10 + i} Station Road, ${person.district}`, district: String(place.id), state: String(place.stateId),
      pincode: `4110${10 + i}`, phone_number: `98765432${10 + i}`, email: person.email,
      degree: person.degree, other_degree_name: '', passing_year: String(2008 + i * 2), institution: 'Government Medical College', university: 'State Health University',
      extra: JSON.stringify(i === 0 ? [{ other_degree: 'mph', passing_year: '2016', institution: 'PGIMER', university: 'Panjab University' }] : []),
      org_type: 'state_government', org_type_other: '', employment_type: 'permanent', organisation: 'Directorate of Health Services',
      designation: 'District Surveillance Officer', experience: String(4 + i * 3), responsibilities: 'Leads the district surveillance unit and outbreak response.',
      officer_address: `District Hospital, ${person.district}`, work_district: String(place.id), work_state: String(place.stateId), org_pincode: `4110${20 + i}`,
      prev: JSON.stringify([{ id: 'p1', designation: 'Medical Officer', org: 'Primary Health Centre', experience: '3' }]),
      ms_word: 'advanced', ms_excel: 'intermediate', ms_powerPoint: 'intermediate',
      place: person.district, checkbox1: 'true', checkbox2: 'true', checkbox3: 'true',
      id_photo: upload(portraitPng(person.hue), 'photo.png', 'image/png'),
      dob_certificate: upload(await certificatePdf('Birth Certificate', name), 'birth-certificate.pdf', 'application/pdf'),
      udegree_certificate: upload(await certificatePdf('Degree Certificate', name), 'degree.pdf', 'application/pdf'),
      hpdegree_certificate: frontline ? undefined : upload(await certificatePdf('Registration Certificate', name), 'registration.pdf', 'application/pdf'),
      noc_certificate: person.noc ? upload(await certificatePdf('No Objection Certificate', name), 'noc.pdf', 'application/pdf') : undefined,
      id_signature: upload(signaturePng(), 'signature.png', 'image/png'),
    };
    await submitApplication(deps, body, null, log);
    if (person.decided) await decideDemo(deps.db, person.email, person.decided);
  }
}

/** Decides a demo application as the demo coordinator, `daysAgo` days ago, through the tracker's own rules. */
async function decideDemo(db: Db, email: string, decided: Decided) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.courseKey, decided.course));
  const [application] = course
    ? await db.select({ id: applications.id }).from(applications).where(and(eq(applications.courseId, course.id), sql`lower(${applications.email}) = ${email}`))
    : [];
  const [coordinator] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'coordinator@example.org'));
  if (!course || !application || !coordinator) return;
  const decider = { id: coordinator.id, administrator: true };
  const at = new Date(Date.now() - decided.daysAgo * 86_400_000);
  await db.transaction(async (tx) => {
    // Submitted a week before the decision.
    await tx.update(applications).set({ submittedAt: new Date(at.getTime() - 7 * 86_400_000) }).where(eq(applications.id, application.id));
    if (decided.decision === 'reject') {
      await rejectIn(tx, decider, application.id, { note: decided.note }, NO_MAIL, { at });
      return;
    }
    const [cohort] = await tx.select({ id: cohorts.id }).from(cohorts).where(and(eq(cohorts.courseId, course.id), eq(cohorts.name, decided.cohort ?? '')));
    if (cohort) await admitIn(tx, decider, application.id, { cohort_id: cohort.id, note: decided.note }, NO_MAIL, { at, publicUrl: '' });
  });
}
