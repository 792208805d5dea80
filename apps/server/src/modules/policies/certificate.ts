import { brandedPdf, PDF_FONT, PDF_FONT_BOLD, PDF_INK, PDF_MARGIN, PDF_MUTED, pdfFacts, pdfText, type PdfBranding } from '../../lib/pdf.ts';

export interface CertificateFacts extends PdfBranding {
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

/**
 * A cover certificate as a real PDF: a band in the client's colour with its brand, the facts as a two-column
 * table, what is covered, and the issue line.
 */
export function renderCertificate(f: CertificateFacts): Promise<Buffer> {
  const pdf = brandedPdf(f, 'Cover certificate', { title: `Cover certificate - ${f.benefitName}`, subject: `${f.benefitName} for ${f.holder}` });
  const { doc, width } = pdf;
  pdfFacts(pdf, [
    ['Policy holder', f.holder],
    ['Benefit', f.benefitName],
    ['Provider', f.provider],
    ['Reference', f.reference],
    ['Cover starts', f.startsOn],
    ['Cover ends', f.endsOn ?? 'While you remain in the scheme'],
    ['Your monthly cost', f.monthlyCost],
  ]);

  if (f.coverLines.length > 0) {
    doc.moveDown(0.8);
    doc.font(PDF_FONT_BOLD).fontSize(14).fillColor(PDF_INK).text('What you are covered for', PDF_MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    // A bullet and its line, written as any text (pdfText), so a line in any script draws in a face that has it.
    doc.font(PDF_FONT).fontSize(11);
    const bulletY = doc.currentLineHeight() / 2;
    for (const line of f.coverLines) {
      doc.circle(PDF_MARGIN + 8, doc.y + bulletY, 2).fill(PDF_INK);
      pdfText(doc, line, 'regular', PDF_MARGIN + 20, doc.y, { width: width - 20 });
    }
  }

  doc.moveDown(1.5);
  doc
    .font(PDF_FONT)
    .fontSize(10)
    .fillColor(PDF_MUTED)
    .text(
      `Issued on ${f.issuedOn}. This certificate confirms cover arranged through your employer's benefits scheme. The provider's policy terms apply.`,
      PDF_MARGIN,
      doc.y,
      { width },
    );
  return pdf.finish();
}
