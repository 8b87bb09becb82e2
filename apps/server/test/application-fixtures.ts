import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../src/db/client';
import { districts } from '../src/db/schema';
import type { UploadFile } from './helpers';

export const OPEN_COURSE = 'course-v1:NCDC+FETP-ADV+2025';
export const FRONTLINE_COURSE = 'course-v1:SSU+FRONTLINE+2025';
export const CLOSED_COURSE = 'course-v1:WHO+OBI101+2025';

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A real 8×8 JPEG (drawn by Chromium). */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCfAKwLP//Z',
  'base64',
);
/** An ELF executable header, as a renamed program would start. */
export const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(200)]);

let pdf: Buffer | null = null;
export async function samplePdf(): Promise<Buffer> {
  if (!pdf) {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]).drawText('certificate', { x: 20, y: 100, size: 12 });
    pdf = Buffer.from(await doc.save());
  }
  return pdf;
}

/** A PDF of exactly `size` bytes (padding in a comment before the end marker). */
export function pdfOfSize(size: number): Buffer {
  const head = '%PDF-1.4\n%';
  const tail = '\nstartxref\n0\n%%EOF\n';
  return Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length - tail.length, 'x'), Buffer.from(tail)]);
}

export async function places(db: Db) {
  const [home] = await db.select().from(districts).where(sql`${districts.name} = 'New Delhi'`);
  const [work] = await db.select().from(districts).where(sql`${districts.name} = 'Pune'`);
  return { district: String(home!.id), state: String(home!.stateId), work_district: String(work!.id), work_state: String(work!.stateId) };
}

/** Every field of a valid application, as the wizard sends it. */
export async function validApplication(db: Db, overrides: Record<string, string | undefined> = {}) {
  const where = await places(db);
  const fields: Record<string, string | undefined> = {
    course_id: OPEN_COURSE,
    public_key_id: '',
    prefix: 'dr', first_name: 'Nisha', middle_name: '', last_name: 'Patel', dob: '1992-04-11', gender: 'female', father: 'Ramesh Patel',
    community: 'general', current_address: '12 Lodhi Road, New Delhi', district: where.district, state: where.state, pincode: '110003',
    phone_number: '9876543210', email: 'nisha.patel@example.net',
    degree: 'mbbs', other_degree_name: '', passing_year: '2015', institution: 'Maulana Azad Medical College', university: 'University of Delhi',
    extra: JSON.stringify([{ other_degree: 'mph', passing_year: '2019', institution: 'PGIMER', university: 'Panjab University' }]),
    org_type: 'state_government', org_type_other: '', employment_type: 'permanent', organisation: 'Directorate of Health Services',
    designation: 'District Surveillance Officer', experience: '6', responsibilities: 'Runs the district surveillance unit and outbreak response.',
    officer_address: 'District Hospital, Pune', work_district: where.work_district, work_state: where.work_state, org_pincode: '411001',
    prev: JSON.stringify([{ id: 'p1', designation: 'Medical Officer', org: 'Primary Health Centre, Baramati', experience: '3' }]),
    ms_word: 'advanced', ms_excel: 'intermediate', ms_powerPoint: 'basic',
    place: 'Pune', checkbox1: 'true', checkbox2: 'true', checkbox3: 'true',
    ...overrides,
  };
  const certificate = await samplePdf();
  const files: Record<string, UploadFile | undefined> = {
    id_photo: { name: 'photo.png', type: 'image/png', data: PNG },
    dob_certificate: { name: 'dob.pdf', type: 'application/pdf', data: certificate },
    udegree_certificate: { name: 'degree.pdf', type: 'application/pdf', data: certificate },
    hpdegree_certificate: { name: 'hp.pdf', type: 'application/pdf', data: certificate },
    noc_certificate: undefined,
    id_signature: { name: 'signature.jpg', type: 'image/jpeg', data: JPEG },
  };
  return { fields, files };
}
