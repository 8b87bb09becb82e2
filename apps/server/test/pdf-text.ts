import zlib from 'node:zlib';

/** Every ActualText string of the PDF's content streams (pdfkit writes them UTF-16BE with a BOM). */
export function actualTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  // Each stream is cut by its dictionary's /Length: compressed bytes may end in \r or hold "endstream" by chance.
  for (const match of raw.matchAll(/\/Length (\d+)\n(?:\/[^\n]*\n)*>>\nstream\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1');
    } catch {
      continue;
    }
    for (const m of content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/g)) {
      const bytes = m[1]!.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
        const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
        return map[e] ?? String.fromCharCode(parseInt(e, 8));
      });
      const buffer = Buffer.from(bytes, 'latin1');
      texts.push(buffer[0] === 0xfe && buffer[1] === 0xff ? buffer.subarray(2).swap16().toString('utf16le') : buffer.toString('latin1'));
    }
  }
  return texts;
}
