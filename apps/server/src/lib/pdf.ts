import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Liberation Sans (SIL Open Font License, assets/fonts), embedded as a subset: it has the letters of every European
 * name ('Małgorzata Żółkiewska-Łódź'), where PDFKit's built-in Helvetica stops at Latin-1, and Helvetica's widths,
 * so the layout is the same. Read once.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontFiles = () =>
  (fonts ??= {
    regular: readFileSync(join(serverRoot, 'assets/fonts/LiberationSans-Regular.ttf')),
    bold: readFileSync(join(serverRoot, 'assets/fonts/LiberationSans-Bold.ttf')),
  });

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
  doc.registerFont(PDF_FONT, fontFiles().regular);
  doc.registerFont(PDF_FONT_BOLD, fontFiles().bold);

  // PDFKit takes '#rrggbb' only: a theme colour without its '#' would leave the band unfilled (black).
  const band = normalizeHex(brand.colour) ?? `#${DEFAULT_PRIMARY_COLOUR}`;
  doc.rect(0, 0, doc.page.width, 96).fill(band);
  doc
    .fillColor(mostReadableOn(band, ['#ffffff', PDF_INK]))
    .font(PDF_FONT_BOLD)
    .fontSize(18)
    .text(brand.brandName, PDF_MARGIN, 30, { width });
  doc.font(PDF_FONT).fontSize(11).text(brand.clientName, PDF_MARGIN, 56, { width });

  doc.fillColor(PDF_INK).font(PDF_FONT_BOLD).fontSize(24).text(heading, PDF_MARGIN, 136, { width });
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
    doc
      .font(PDF_FONT_BOLD)
      .fontSize(11)
      .fillColor(PDF_MUTED)
      .text(label, PDF_MARGIN, top, { width: labelWidth - 12 });
    const afterLabel = doc.y;
    doc
      .font(PDF_FONT)
      .fillColor(PDF_INK)
      .text(value, PDF_MARGIN + labelWidth, top, { width: width - labelWidth });
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
