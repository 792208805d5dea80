import PDFDocument from 'pdfkit';

export interface CertificateFacts {
  brandName: string;
  clientName: string;
  /** The client's primary colour (#rrggbb): the header band, as on its portal. */
  colour: string;
  holder: string;
  benefitName: string;
  provider: string;
  reference: string;
  startsOn: string;
  endsOn: string | null;
  coverLines: string[];
  monthlyCost: string;
  issuedOn: string;
}

const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#d9dee4';
const MARGIN = 56;

/**
 * A cover certificate as a real PDF (A4, tagged with its title and language): a band in the client's colour with
 * its brand, the facts as a two-column table, what is covered, and the issue line. PDFKit's built-in Helvetica
 * covers the Latin-1 letters of names; the document is a few kilobytes, so it is built in memory.
 */
export function renderCertificate(f: CertificateFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: `Cover certificate - ${f.benefitName}`, Author: f.brandName, Subject: `${f.benefitName} for ${f.holder}`, Creator: f.clientName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.rect(0, 0, doc.page.width, 96).fill(f.colour);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text(f.brandName, MARGIN, 30, { width });
  doc.font('Helvetica').fontSize(11).text(f.clientName, MARGIN, 56, { width });

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(24).text('Cover certificate', MARGIN, 136, { width });
  doc.moveDown(0.8);

  const rows: [string, string][] = [
    ['Policy holder', f.holder],
    ['Benefit', f.benefitName],
    ['Provider', f.provider],
    ['Reference', f.reference],
    ['Cover starts', f.startsOn],
    ['Cover ends', f.endsOn ?? 'While you remain in the scheme'],
    ['Your monthly cost', f.monthlyCost],
  ];
  const labelWidth = width * 0.4;
  for (const [label, value] of rows) {
    const top = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(MUTED).text(label, MARGIN, top, { width: labelWidth - 12 });
    const afterLabel = doc.y;
    doc.font('Helvetica').fillColor(INK).text(value, MARGIN + labelWidth, top, { width: width - labelWidth });
    const bottom = Math.max(afterLabel, doc.y) + 6;
    doc.moveTo(MARGIN, bottom).lineTo(MARGIN + width, bottom).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.y = bottom + 8;
  }

  if (f.coverLines.length > 0) {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text('What you are covered for', MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(11).list(f.coverLines, MARGIN + 6, doc.y, { width: width - 6, bulletRadius: 2, textIndent: 14 });
  }

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Issued on ${f.issuedOn}. This certificate confirms cover arranged through your employer's benefits scheme. The provider's policy terms apply.`, MARGIN, doc.y, { width });
  doc.end();
  return done;
}
