import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { DEFAULT_PRIMARY_COLOUR, mostReadableOn, normalizeHex } from '@portal/contracts';
import { serverRoot } from '../paths.ts';

/** The house look of the PDFs we issue (cover certificates, nomination confirmations). */
export const PDF_INK = '#1f2933';
export const PDF_MUTED = '#52606d';
export const PDF_RULE = '#d9dee4';
export const PDF_MARGIN = 56;
export const PDF_FONT = 'Body';
export const PDF_FONT_BOLD = 'Body-Bold';

type Weight = 'regular' | 'bold';

/**
 * The faces of our PDFs (assets/fonts, SIL Open Font License; README.md there). Liberation Sans has the letters of every
 * European name ('Małgorzata Żółkiewska-Łódź', 'Γιώργος Παπαδόπουλος'), where PDFKit's built-in Helvetica stops at
 * Latin-1, and Helvetica's widths, so the layout is the same. A character it lacks is drawn in the first fallback that
 * has it: Arabic and Hebrew (right to left) and a Chinese, Japanese and Korean subset of one weight.
 */
const FACES = [
  { name: PDF_FONT, files: { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' } },
  { name: 'Arabic', files: { regular: 'NotoSansArabic-Regular.ttf', bold: 'NotoSansArabic-Bold.ttf' } },
  { name: 'Hebrew', files: { regular: 'NotoSansHebrew-Regular.ttf', bold: 'NotoSansHebrew-Bold.ttf' } },
  { name: 'CJK', files: { regular: 'NotoSansCJKsc-Regular-subset.otf', bold: 'NotoSansCJKsc-Regular-subset.otf' } },
] as const;

interface Face {
  /** The name PDFKit knows it by in a document; one weight's file under one name. */
  pdfName: string;
  bytes: Buffer;
  font: fontkit.Font;
}

/** The faces of each weight, the main one first, each file read once (the fallbacks only when a text first needs one). */
const faces = new Map<Weight, Face[]>();
const files = new Map<string, Omit<Face, 'pdfName'>>();
const fileOf = (file: string) => {
  if (!files.has(file)) {
    const bytes = readFileSync(join(serverRoot, 'assets/fonts', file));
    files.set(file, { bytes, font: fontkit.create(bytes) });
  }
  return files.get(file)!;
};
const facesOf = (weight: Weight, withFallbacks: boolean): Face[] => {
  const loaded = faces.get(weight) ?? [];
  const wanted = withFallbacks ? FACES.length : 1;
  for (const face of FACES.slice(loaded.length, wanted)) {
    const file = face.files[weight];
    const pdfName = face.name === PDF_FONT ? (weight === 'bold' ? PDF_FONT_BOLD : PDF_FONT) : `${PDF_FONT}-${file}`;
    loaded.push({ pdfName, ...fileOf(file) });
  }
  faces.set(weight, loaded);
  return loaded.slice(0, wanted);
};
const mainFace = (weight: Weight): Face => facesOf(weight, false)[0]!;

/** Neither a letter nor a digit: a space, a mark or punctuation, which stays in the run it is in when that face has it. */
const NEUTRAL = /[^\p{L}\p{N}]/u;
const TRAILING_NEUTRALS = /[^\p{L}\p{N}]+$/u;

interface Run {
  face: Face;
  text: string;
}

/**
 * A text cut into runs, each in the first face that has its characters (the main one where none has). Spaces and
 * punctuation inside a run of a fallback stay in it, so 'محمد علي' is one run, shaped right to left as a whole; those at
 * its end go back to the main face, so the space before the next word stays on the side it was written.
 */
function fontRuns(text: string, weight: Weight): Run[] {
  const main = mainFace(weight);
  const inMain = (chars: string) => [...chars].every((char) => main.font.hasGlyphForCodePoint(char.codePointAt(0)!));
  if (inMain(text)) return [{ face: main, text }];
  const fallbacks = facesOf(weight, true).slice(1);
  const runs: Run[] = [];
  const append = (face: Face, chars: string) => {
    const last = runs.at(-1);
    if (last?.face === face) last.text += chars;
    else runs.push({ face, text: chars });
  };
  // The spaces and punctuation at the end of a fallback's run, moved to the main face when the run ends.
  const endRun = () => {
    const last = runs.at(-1);
    const trailing = last && last.face !== main ? TRAILING_NEUTRALS.exec(last.text)?.[0] : undefined;
    if (!last || !trailing || trailing === last.text || !inMain(trailing)) return;
    last.text = last.text.slice(0, -trailing.length);
    append(main, trailing);
  };
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && last.face !== main && NEUTRAL.test(char) && last.face.font.hasGlyphForCodePoint(code)) {
      last.text += char;
      continue;
    }
    const face = main.font.hasGlyphForCodePoint(code) ? main : (fallbacks.find((f) => f.font.hasGlyphForCodePoint(code)) ?? main);
    if (last && face !== last.face) endRun();
    append(face, char);
  }
  endRun();
  return runs;
}

/** The runs of a text as font names and strings, for tests. */
export const pdfFontRuns = (text: string, weight: Weight = 'regular') => fontRuns(text, weight).map((run) => [run.face.pdfName, run.text]);

/**
 * Writes a text as `doc.text` does, in the weight given, each run of characters in a face that has them (fontRuns). Each
 * run is shaped whole (`features`), so Arabic letters join and right-to-left words keep their order, and sits on the
 * main face's baseline, so a line in two faces is level.
 */
export function pdfText(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight,
  x?: number,
  y?: number,
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  const runs = fontRuns(text, weight);
  const main = mainFace(weight);
  if (runs.length === 1 && runs[0]!.face === main) return doc.font(main.pdfName).text(text, x, y, options);
  const { ascent, descent } = main.font;
  doc.font(main.pdfName);
  const baseline = -(doc.currentLineHeight() * ascent) / (ascent - descent);
  const lineHeight = doc.currentLineHeight(true);
  for (const [i, run] of runs.entries()) {
    registerFace(doc, run.face);
    doc.font(run.face.pdfName);
    const last = i === runs.length - 1;
    // A line ending in a fallback (taller: Arabic has room for its marks) moves down as far as one in the main face.
    const lineGap = (options.lineGap ?? 0) + lineHeight - doc.currentLineHeight(true);
    const runOptions = { ...options, features: [], baseline, lineGap, continued: last ? (options.continued ?? false) : true };
    if (i === 0) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  }
  return doc;
}

/** The fallback faces each document knows: registered on first use, embedded (their glyphs used) only then. */
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();
const registerFace = (doc: PDFKit.PDFDocument, face: Face) => {
  const names = registered.get(doc) ?? new Set([PDF_FONT, PDF_FONT_BOLD]);
  registered.set(doc, names);
  if (names.has(face.pdfName)) return;
  doc.registerFont(face.pdfName, face.bytes);
  names.add(face.pdfName);
};

export interface PdfBranding {
  brandName: string;
  clientName: string;
  /** The client's primary colour as the theme gives it ('001B71' or '#001b71'): the header band, as on its portal. */
  colour: string;
}

export interface BrandedPdf {
  doc: PDFKit.PDFDocument;
  /** The text width between the margins. */
  width: number;
  /** Ends the document and answers its bytes. */
  finish: () => Promise<Buffer>;
}

/**
 * An A4 PDF (tagged with its title and language) with a band in the client's colour carrying its brand in whichever of
 * white and ink reads better on it, and the document's heading below it. Our documents are a few kilobytes, so they are
 * built in memory.
 */
export function brandedPdf(brand: PdfBranding, heading: string, info: { title: string; subject: string }): BrandedPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: info.title, Author: brand.brandName, Subject: info.subject, Creator: brand.clientName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * PDF_MARGIN;
  doc.registerFont(PDF_FONT, mainFace('regular').bytes);
  doc.registerFont(PDF_FONT_BOLD, mainFace('bold').bytes);

  // PDFKit takes '#rrggbb' only: a theme colour without its '#' would leave the band unfilled (black).
  const band = normalizeHex(brand.colour) ?? `#${DEFAULT_PRIMARY_COLOUR}`;
  doc.rect(0, 0, doc.page.width, 96).fill(band);
  doc.fillColor(mostReadableOn(band, ['#ffffff', PDF_INK])).fontSize(18);
  pdfText(doc, brand.brandName, 'bold', PDF_MARGIN, 30, { width });
  pdfText(doc.fontSize(11), brand.clientName, 'regular', PDF_MARGIN, 56, { width });

  pdfText(doc.fillColor(PDF_INK).fontSize(24), heading, 'bold', PDF_MARGIN, 136, { width });
  doc.moveDown(0.8);
  return {
    doc,
    width,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/** Label / value rows, each under a thin rule: the facts of a document. */
export function pdfFacts({ doc, width }: BrandedPdf, rows: readonly (readonly [string, string])[]): void {
  const labelWidth = width * 0.4;
  for (const [label, value] of rows) {
    const top = doc.y;
    pdfText(doc.fontSize(11).fillColor(PDF_MUTED), label, 'bold', PDF_MARGIN, top, { width: labelWidth - 12 });
    const afterLabel = doc.y;
    pdfText(doc.fillColor(PDF_INK), value, 'regular', PDF_MARGIN + labelWidth, top, { width: width - labelWidth });
    const bottom = Math.max(afterLabel, doc.y) + 6;
    doc
      .moveTo(PDF_MARGIN, bottom)
      .lineTo(PDF_MARGIN + width, bottom)
      .lineWidth(0.75)
      .strokeColor(PDF_RULE)
      .stroke();
    doc.y = bottom + 8;
  }
}
