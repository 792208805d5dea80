import { brandedPdf, PDF_FONT, PDF_FONT_BOLD, PDF_INK, PDF_MARGIN, PDF_MUTED, pdfFacts, type PdfBranding } from '../../lib/pdf.ts';

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
    doc
      .font(PDF_FONT)
      .fontSize(11)
      .list(f.coverLines, PDF_MARGIN + 6, doc.y, { width: width - 6, bulletRadius: 2, textIndent: 14 });
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
