import { parse } from 'csv-parse';
import { PEOPLE_IMPORT_MESSAGES as M } from '@fetp/contract';

/**
 * Reads an import file as it streams in: checked by its content (UTF-8 text, a byte-order mark
 * dropped, no control characters but tabs and line breaks), parsed by csv-parse record by record.
 * A file that fails is read to its end all the same (the request's other parts come after it),
 * but nothing more of it is parsed.
 */

/** A record of the file: its spreadsheet row number (the header is row 1) and its cells, trimmed. */
export interface CsvRecord {
  row: number;
  cells: string[];
}

export type CsvRead =
  | { ok: true; records: CsvRecord[]; tooMany: boolean }
  | { ok: false; message: string };

/** Characters a text file does not hold (C0 controls but tab, line feed and carriage return; DEL). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u000C\u000E-\u001F\u007F]/;

/**
 * The records of `source` (the header first), at most `maxRecords` kept (`tooMany` when there
 * were more); `truncated` tells whether the upload stopped at its size limit.
 */
export async function readCsv(source: AsyncIterable<Buffer>, maxRecords: number, truncated: () => boolean): Promise<CsvRead> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const records: CsvRecord[] = [];
  let seen = 0;
  let failure: string | null = null;
  const parser = parse({ bom: true, relax_column_count: true, trim: true, max_record_size: 64 * 1024 });
  parser.on('readable', () => {
    for (let record: string[] | null; (record = parser.read() as string[] | null) !== null;) {
      seen += 1;
      if (records.length < maxRecords) records.push({ row: seen, cells: record });
    }
  });
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => {
      failure ??= M.unreadable;
      resolve();
    });
  });
  const feed = (text: string) => {
    if (CONTROL.test(text)) failure = M.notText;
    else if (text) parser.write(text);
  };
  for await (const chunk of source) {
    if (failure) continue;
    try {
      feed(decoder.decode(chunk, { stream: true }));
    } catch {
      failure = M.notUtf8;
    }
  }
  if (!failure) {
    try {
      feed(decoder.decode());
    } catch {
      failure = M.notUtf8;
    }
  }
  if (truncated()) failure = M.fileTooLarge;
  if (failure) {
    parser.destroy();
    return { ok: false, message: failure };
  }
  parser.end();
  await ended;
  if (failure) return { ok: false, message: failure };
  return { ok: true, records, tooMany: seen > maxRecords };
}
