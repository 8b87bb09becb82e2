import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';

/**
 * Text in any script the portal takes (Latin, Devanagari, Arabic) laid out on a pdfkit page.
 *
 * pdfkit shapes with fontkit (GSUB/GPOS: Devanagari conjuncts and reordering, Arabic joining) but
 * lays a string out word by word in logical order and knows no bidi, so a run of Arabic words comes
 * out in the wrong order. Here each line is cut into words and into runs of one script (each with
 * its Noto font), ordered visually by the Unicode bidi algorithm (bidi-js), and each word drawn on
 * its own: fontkit reverses the glyphs of an Arabic word itself. Each line carries its logical text
 * as ActualText, so a copy or a text extraction reads the words as typed, not as drawn.
 */

const bidi = bidiFactory();
const require = createRequire(import.meta.url);

export type Script = 'latin' | 'devanagari' | 'arabic';
export type Weight = 'regular' | 'bold';

const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
};

const SCRIPTS = Object.keys(FONT_FILES) as Script[];
const WEIGHTS: Weight[] = ['regular', 'bold'];

/**
 * The faces, parsed once per process and shared by every document: parsing a face's layout tables
 * costs far more than drawing a portfolio (pdfkit subsets, per document, only the glyphs it used).
 */
let faces: Map<string, fontkit.Font> | null = null;

export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/** Registers the six Noto faces on a document under fontName(script, weight). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  if (!faces) {
    faces = new Map();
    for (const script of SCRIPTS) {
      for (const weight of WEIGHTS) faces.set(fontName(script, weight), fontkit.create(readFileSync(require.resolve(FONT_FILES[script][weight]))) as fontkit.Font);
    }
  }
  // pdfkit takes a parsed fontkit face as well as a file (its types name only the file forms).
  for (const [name, face] of faces) doc.registerFont(name, face as unknown as Buffer);
}

/** The script of a character, or null for one that takes its neighbour's (spaces, punctuation, digits, joiners). */
export function scriptOf(codePoint: number): Script | null {
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) || (codePoint >= 0x1cd0 && codePoint <= 0x1cff)) return 'devanagari';
  if (
    (codePoint >= 0x0600 && codePoint <= 0x06ff) || (codePoint >= 0x0750 && codePoint <= 0x077f) || (codePoint >= 0x08a0 && codePoint <= 0x08ff)
    || (codePoint >= 0xfb50 && codePoint <= 0xfdff) || (codePoint >= 0xfe70 && codePoint <= 0xfeff)
  ) return 'arabic';
  // Joiners and combining marks stay with the letter before them; other neutrals are drawn in Latin.
  if (codePoint === 0x200c || codePoint === 0x200d || (codePoint >= 0x0300 && codePoint <= 0x036f)) return null;
  if ((codePoint >= 0x41 && codePoint <= 0x5a) || (codePoint >= 0x61 && codePoint <= 0x7a) || (codePoint >= 0xc0 && codePoint <= 0x24f)) return 'latin';
  return null;
}

/** A piece of a word in one script at one bidi level. */
interface Segment { text: string; script: Script; level: number; width: number }
/** A word (or a space between words) as its segments. */
interface Token { segments: Segment[]; width: number; space: boolean }
export interface Line { tokens: Token[]; width: number; text: string; rtl: boolean }

/**
 * Each character's script: a neutral one takes the script of the letter before it when it is a
 * joiner or a mark, else Latin (Noto Sans draws spaces, digits and punctuation for all three).
 */
function scriptsOf(chars: string[]): Script[] {
  const out: Script[] = [];
  let previous: Script = 'latin';
  for (const ch of chars) {
    const cp = ch.codePointAt(0)!;
    const own = scriptOf(cp);
    const isJoinerOrMark = cp === 0x200c || cp === 0x200d || (cp >= 0x0300 && cp <= 0x036f);
    const script = own ?? (isJoinerOrMark ? previous : 'latin');
    out.push(script);
    if (own) previous = own;
  }
  return out;
}

export interface TextStyle { size: number; weight?: Weight }

/** Width of a run in the given script's face. */
function widthOf(doc: PDFKit.PDFDocument, text: string, script: Script, style: TextStyle): number {
  doc.font(fontName(script, style.weight ?? 'regular')).fontSize(style.size);
  return doc.widthOfString(text);
}

/**
 * A paragraph's base direction: 'auto' takes it from its first strong letter (an Arabic name in an
 * English page is right to left); a right-to-left page sets 'rtl' for all its text, so an e-mail
 * address or a Latin title there is right-aligned and ordered as Arabic reads.
 */
export type Direction = 'auto' | 'ltr' | 'rtl';

/** Cuts a paragraph (no line breaks) into tokens of segments, with the bidi level of each character. */
function tokensOf(doc: PDFKit.PDFDocument, paragraph: string, style: TextStyle, direction: Direction): { tokens: Token[]; rtl: boolean } {
  const levelsResult = direction === 'auto' ? bidi.getEmbeddingLevels(paragraph) : bidi.getEmbeddingLevels(paragraph, direction);
  const rtl = (levelsResult.paragraphs[0]?.level ?? 0) % 2 === 1;
  // Work on code points, keeping each one's UTF-16 index for its level.
  const chars: string[] = [];
  const levels: number[] = [];
  for (let i = 0; i < paragraph.length;) {
    const ch = String.fromCodePoint(paragraph.codePointAt(i)!);
    chars.push(ch);
    levels.push(levelsResult.levels[i] ?? 0);
    i += ch.length;
  }
  const scripts = scriptsOf(chars);
  const tokens: Token[] = [];
  let current: Token | null = null;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const space = /\s/.test(ch);
    const script = scripts[i]!;
    const level = levels[i]!;
    if (!current || current.space !== space || (space && current.segments.length > 0)) {
      current = { segments: [], width: 0, space };
      tokens.push(current);
    }
    const last = current.segments[current.segments.length - 1];
    if (last && last.script === script && last.level === level) last.text += ch;
    else current.segments.push({ text: ch, script, level, width: 0 });
  }
  for (const token of tokens) {
    for (const segment of token.segments) segment.width = widthOf(doc, segment.text, segment.script, style);
    token.width = token.segments.reduce((sum, s) => sum + s.width, 0);
  }
  return { tokens, rtl };
}

/** The lines of a text wrapped to `width` (a word wider than the line stands alone on it). */
export function wrap(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle, direction: Direction = 'auto'): Line[] {
  const lines: Line[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const { tokens, rtl } = tokensOf(doc, paragraph, style, direction);
    let line: Token[] = [];
    let lineWidth = 0;
    const flush = () => {
      while (line.length && line[line.length - 1]!.space) lineWidth -= line.pop()!.width;
      lines.push({ tokens: line, width: lineWidth, text: line.map((t) => t.segments.map((s) => s.text).join('')).join(''), rtl });
      line = [];
      lineWidth = 0;
    };
    for (const token of tokens) {
      if (token.space && line.length === 0) continue;
      if (!token.space && line.length > 0 && lineWidth + token.width > width) flush();
      line.push(token);
      lineWidth += token.width;
    }
    flush();
  }
  return lines;
}

/** The segments of a line in visual order (Unicode bidi rule L2 over segments; each RTL segment's words are drawn reversed by fontkit). */
function visualSegments(line: Line): Segment[] {
  const segments = line.tokens.flatMap((t) => t.segments);
  if (!segments.length) return segments;
  const maxLevel = Math.max(...segments.map((s) => s.level));
  const oddLevels = segments.map((s) => s.level).filter((l) => l % 2 === 1);
  const minOdd = oddLevels.length ? Math.min(...oddLevels) : maxLevel + 1;
  for (let level = maxLevel; level >= minOdd; level--) {
    for (let i = 0; i < segments.length;) {
      if (segments[i]!.level < level) { i++; continue; }
      let j = i;
      while (j < segments.length && segments[j]!.level >= level) j++;
      segments.splice(i, j - i, ...segments.slice(i, j).reverse());
      i = j;
    }
  }
  return segments;
}

/** A segment's text as drawn: fontkit reverses Arabic itself; other characters of a right-to-left run are reversed and mirrored here. */
function drawnText(segment: Segment): string {
  if (segment.level % 2 === 0 || segment.script === 'arabic') return segment.text;
  return [...segment.text].reverse().map((ch) => bidi.getMirroredCharacter(ch) ?? ch).join('');
}

/**
 * Draws lines from `top` (the first line's top) in a box of `width` from `x`: left-aligned, or
 * right-aligned when the paragraph is right to left. Answers the height used.
 */
export function drawLines(doc: PDFKit.PDFDocument, lines: Line[], x: number, top: number, width: number, style: TextStyle & { color?: string }): number {
  const lineHeight = lineHeightOf(style.size);
  lines.forEach((line, index) => {
    const baseline = top + index * lineHeight + style.size * 1.1;
    let cursor = line.rtl ? x + width - line.width : x;
    doc.fillColor(style.color ?? '#000000');
    doc.markContent('Span', { actual: line.text });
    for (const segment of visualSegments(line)) {
      if (!/^\s+$/.test(segment.text)) {
        doc.font(fontName(segment.script, style.weight ?? 'regular')).fontSize(style.size);
        doc.text(drawnText(segment), cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
      }
      cursor += segment.width;
    }
    doc.endMarkedContent();
  });
  return lines.length * lineHeight;
}

/** Room for Devanagari's marks above and below, with the same step for every script. */
export const lineHeightOf = (size: number) => size * 1.6;
