import { PDFDocument, StandardFontEmbedder, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { OTHERS_KEY, type ApplicationFields, type ApplicationFileField } from '@fetp/contract';
import { standaloneBytes, type SniffedType } from '../../files/content-type';

export interface ApplicationFormView {
  course: string;
  declaredOn: string;
  fields: ApplicationFields;
  /** The label of an option key in a list. */
  label: (list: string, key: string) => string;
  district: string;
  state: string;
  workDistrict: string;
  workState: string;
  photo?: { upload: { data: Buffer }; contentType: SniffedType };
  signature?: { upload: { data: Buffer }; contentType: SniffedType };
  documents: ApplicationFileField[];
}

const DOCUMENT_NAMES: Record<ApplicationFileField, string> = {
  id_photo: 'Photograph',
  dob_certificate: 'Date of birth certificate',
  udegree_certificate: 'University degree certificate',
  hpdegree_certificate: 'Health professional degree certificate',
  noc_certificate: 'No objection certificate',
  id_signature: 'Signature',
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.82, 0.85, 0.89);

/** The standard PDF fonts know the Windows Latin character set; any other character is shown as '?'. */
// pdf-lib types the embedder's font name with its own copy of the StandardFonts enum (same values).
type EmbedderFont = Parameters<typeof StandardFontEmbedder.for>[0];
const FONT_CHARACTERS = new Set(StandardFontEmbedder.for(StandardFonts.Helvetica as unknown as EmbedderFont).encoding.supportedCodePoints);
const printable = (s: string) =>
  Array.from(s.replace(/[\r\n\t]+/g, ' '), (ch) => (FONT_CHARACTERS.has(ch.codePointAt(0)!) ? ch : '?')).join('');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : ['-'];
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(private readonly doc: PDFDocument, private readonly regular: PDFFont, private readonly bold: PDFFont) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(value: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; width?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    for (const line of wrap(value, font, size, opts.width ?? A4[0] - 2 * MARGIN)) {
      this.room(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= size + 4;
    }
  }

  section(title: string) {
    this.room(40);
    this.y -= 10;
    this.page.drawText(printable(title), { x: MARGIN, y: this.y - 12, size: 12, font: this.bold, color: INK });
    this.y -= 18;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.8, color: RULE });
    this.y -= 6;
  }

  /** A label and its value side by side; the value wraps in its column. */
  row(label: string, value: string) {
    const labelWidth = 170;
    const lines = wrap(value || '-', this.regular, 10, A4[0] - 2 * MARGIN - labelWidth);
    this.room(14 * lines.length);
    this.page.drawText(printable(label), { x: MARGIN, y: this.y - 10, size: 9, font: this.bold, color: MUTED });
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y - 10, size: 10, font: this.regular, color: INK });
      this.y -= 14;
    }
  }

  image(image: PDFImage, x: number, top: number, maxWidth: number, maxHeight: number) {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.page.drawImage(image, { x, y: top - height, width, height });
    return height;
  }
}

async function embed(doc: PDFDocument, file: ApplicationFormView['photo']): Promise<PDFImage | null> {
  if (!file) return null;
  try {
    const bytes = standaloneBytes(file.upload.data);
    return file.contentType === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return null;
  }
}

/** The submitted application as a printable PDF, kept with the application as its form. */
export async function renderApplicationForm(view: ApplicationFormView): Promise<Buffer> {
  const { fields: f, label } = view;
  const doc = await PDFDocument.create();
  doc.setTitle(`Application: ${printable(f.first_name)} ${printable(f.last_name)}`);
  doc.setSubject(printable(view.course));
  doc.setCreator('FETP learning portal');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);

  const photo = await embed(doc, view.photo);
  const photoWidth = 90;
  if (photo) w.image(photo, A4[0] - MARGIN - photoWidth, w.y, photoWidth, 116);
  const headWidth = A4[0] - 2 * MARGIN - (photo ? photoWidth + 16 : 0);
  w.text('FETP Course Admission Registration Form', { size: 16, bold: true, width: headWidth });
  w.text(view.course, { size: 11, width: headWidth });
  w.text(`Declared on ${view.declaredOn}`, { size: 9, color: MUTED, width: headWidth });
  if (photo) w.y = Math.min(w.y, A4[1] - MARGIN - 124);

  w.section('Personal details');
  w.row('Name', [label('prefix', f.prefix), f.first_name, f.middle_name, f.last_name].filter(Boolean).join(' '));
  w.row('Date of birth', f.dob);
  w.row('Gender', label('gender', f.gender));
  w.row("Father's name", f.father);
  w.row('Community', f.community ? label('community', f.community) : '-');
  w.row('Current address', f.current_address);
  w.row('District / State', `${view.district}, ${view.state}`);
  w.row('Pincode', f.pincode);
  w.row('Phone number', f.phone_number);
  w.row('E-mail', f.email);

  w.section('Education details');
  w.row('Degree', f.degree === OTHERS_KEY ? `${label('degree', f.degree)}: ${f.other_degree_name}` : label('degree', f.degree));
  w.row('Passing year', f.passing_year);
  w.row('Institution', f.institution);
  w.row('University', f.university);
  f.extra_education_data.forEach((row, i) => {
    w.row(`Other degree ${i + 1}`, `${label('equivalent_degree', row.other_degree)}, ${row.passing_year}, ${row.institution}, ${row.university}`);
  });

  w.section('Work details');
  w.row('Organisation type', f.org_type === OTHERS_KEY ? `${label('organization', f.org_type)}: ${f.org_type_other}` : label('organization', f.org_type));
  w.row('Employment type', label('employment', f.employment_type));
  w.row('Organisation', f.organisation);
  w.row('Designation', f.designation);
  w.row('Experience (years)', f.experience);
  w.row('Responsibilities', f.responsibilities);
  w.row('Office address', f.officer_address);
  w.row('District / State', `${view.workDistrict}, ${view.workState}`);
  w.row('Pincode', f.org_pincode);
  f.prev_exp_data.forEach((row, i) => w.row(`Previous job ${i + 1}`, `${row.designation}, ${row.org}, ${row.experience} years`));

  w.section('Skill details');
  w.row('MS Word', label('computer_skills', f.ms_word));
  w.row('MS Excel', label('computer_skills', f.ms_excel));
  w.row('MS PowerPoint', label('computer_skills', f.ms_powerPoint));

  w.section('Uploaded documents');
  for (const field of view.documents) w.row(DOCUMENT_NAMES[field], 'Attached');

  w.section('Declaration');
  w.text('I declare that the information given in this form is true and complete, that the documents attached are genuine, and that I agree to the terms of the programme.');
  w.row('Place', f.place);
  w.row('Date', view.declaredOn);
  const signature = await embed(doc, view.signature);
  if (signature) {
    w.room(72);
    w.y -= 8;
    const height = w.image(signature, MARGIN, w.y, 170, 60);
    w.y -= height + 4;
    w.text('Signature of the applicant', { size: 9, color: MUTED });
  }
  return Buffer.from(await doc.save());
}
