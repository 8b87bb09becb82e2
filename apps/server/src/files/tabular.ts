import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

/**
 * Tables written as files, streamed in constant memory: CSV (UTF-8 with a byte-order mark, so
 * spreadsheet programs read names in any script) with csv-stringify, and XLSX with exceljs's
 * streaming WorkbookWriter. Rows come from an async iterable (a paged query), so a file of any size
 * holds only a page of rows and the writers' buffers at a time. The reports and the applications
 * tracker's CSV write through here.
 */

/** A column: its heading, how to read its value from a row, and what it holds. */
export interface TabularColumn<R> {
  label: string;
  read: (row: R) => unknown;
  type?: 'text' | 'date' | 'boolean' | 'number';
}

/** A value as cell text: dates ISO, flags Yes/No, nothing empty. */
function cellText(value: unknown, type: TabularColumn<unknown>['type']): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (type === 'boolean' || typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** A cell a spreadsheet would run as a formula is prefixed with a quote. */
const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The CSV of `rows`, as a stream of bytes beginning with the byte-order mark. */
export function csvStream<R>(columns: readonly TabularColumn<R>[], rows: AsyncIterable<R> | Iterable<R>): Readable {
  async function* records() {
    yield columns.map((c) => c.label);
    for await (const row of rows) yield columns.map((c) => defused(cellText(c.read(row), c.type)));
  }
  const source = Readable.from(records());
  const csv = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[",\r\n]/ });
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** The XLSX workbook of `rows` (one sheet named `sheet`), as a stream of bytes. */
export function xlsxStream<R>(sheet: string, columns: readonly TabularColumn<R>[], rows: AsyncIterable<R> | Iterable<R>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.slice(0, 31));
  const write = async () => {
    worksheet.addRow(columns.map((c) => c.label)).commit();
    let written = 0;
    for await (const row of rows) {
      worksheet.addRow(columns.map((c) => {
        const value = c.read(row);
        if (value === null || value === undefined) return null;
        if (c.type === 'number' && typeof value === 'number') return value;
        return cellText(value, c.type);
      })).commit();
      // Lets the zip stream drain to the reader now and then, rather than gather the whole file first.
      if (++written % 500 === 0 && out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** A stream's bytes as Buffers (what the file store's streamed writes take). */
export async function* asBuffers(stream: Readable): AsyncIterable<Buffer> {
  for await (const chunk of stream) yield typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
}
