import PDFDocument from 'pdfkit';

/** The house look of the PDFs we issue (cover certificates, nomination confirmations). */
export const PDF_INK = '#1f2933';
export const PDF_MUTED = '#52606d';
export const PDF_RULE = '#d9dee4';
export const PDF_MARGIN = 56;

export interface PdfBranding {
  brandName: string;
  clientName: string;
  /** The client's primary colour (#rrggbb): the header band, as on its portal. */
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
 * An A4 PDF (tagged with its title and language) with a band in the client's colour carrying its brand, and the
 * document's heading below it. PDFKit's built-in Helvetica covers the Latin-1 letters of names; our documents are a
 * few kilobytes, so they are built in memory.
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

  doc.rect(0, 0, doc.page.width, 96).fill(brand.colour);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text(brand.brandName, PDF_MARGIN, 30, { width });
  doc.font('Helvetica').fontSize(11).text(brand.clientName, PDF_MARGIN, 56, { width });

  doc.fillColor(PDF_INK).font('Helvetica-Bold').fontSize(24).text(heading, PDF_MARGIN, 136, { width });
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
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(PDF_MUTED)
      .text(label, PDF_MARGIN, top, { width: labelWidth - 12 });
    const afterLabel = doc.y;
    doc
      .font('Helvetica')
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
