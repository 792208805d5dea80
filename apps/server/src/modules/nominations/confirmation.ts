import { nominationTexts as t } from '@portal/contracts';
import { brandedPdf, PDF_FONT, PDF_FONT_BOLD, PDF_INK, PDF_MARGIN, PDF_MUTED, PDF_RULE, pdfFacts, pdfText, type PdfBranding } from '../../lib/pdf.ts';

export interface ConfirmationFacts extends PdfBranding {
  member: string;
  benefitName: string;
  provider: string;
  madeOn: string;
  issuedOn: string;
  nominees: { name: string; relationship: string; dateOfBirth: string | null; address: string | null; share: number }[];
}

/**
 * The confirmation of an expression of wish: who nominated whom for which cover and when, each person's share, and
 * that the trustees decide at their discretion. Same look as the cover certificate (lib/pdf.ts).
 */
export function renderConfirmation(f: ConfirmationFacts): Promise<Buffer> {
  const pdf = brandedPdf(f, t.pdfTitle, { title: `${t.pdfTitle} - ${f.benefitName}`, subject: `${t.pdfSubtitle}: ${f.member}` });
  const { doc, width } = pdf;
  doc.font(PDF_FONT).fontSize(12).fillColor(PDF_MUTED).text(t.pdfSubtitle, PDF_MARGIN, doc.y, { width });
  doc.moveDown(1);
  pdfFacts(pdf, [
    [t.pdfMember, f.member],
    [t.pdfBenefit, f.benefitName],
    [t.pdfProvider, f.provider],
    [t.pdfMadeOn, f.madeOn],
  ]);

  doc.moveDown(0.8);
  doc.font(PDF_FONT_BOLD).fontSize(14).fillColor(PDF_INK).text(t.pdfNominees, PDF_MARGIN, doc.y, { width });
  doc.moveDown(0.4);

  // Name (with the address under it), relationship, date of birth, share: widths in parts of the line.
  const columns = [0.4, 0.22, 0.24, 0.14].map((part) => part * width);
  const xs = columns.map((_, i) => PDF_MARGIN + columns.slice(0, i).reduce((a, b) => a + b, 0));
  const row = (cells: string[], bold: boolean, notes: (string | null)[] = []) => {
    // A row never splits over two pages: it starts a new one when it would not fit (ten people with addresses do not).
    if (doc.y + 44 > doc.page.height - PDF_MARGIN) doc.addPage();
    const top = doc.y;
    let bottom = top;
    cells.forEach((cell, i) => {
      const last = i === cells.length - 1;
      doc.fontSize(11).fillColor(bold ? PDF_MUTED : PDF_INK);
      pdfText(doc, cell, bold ? 'bold' : 'regular', xs[i]!, top, { width: columns[i]! - 8, align: last ? 'right' : 'left' });
      const note = notes[i];
      if (note) pdfText(doc.fontSize(9).fillColor(PDF_MUTED), note, 'regular', xs[i]!, doc.y + 2, { width: columns[i]! - 8 });
      bottom = Math.max(bottom, doc.y);
    });
    bottom += 6;
    doc
      .moveTo(PDF_MARGIN, bottom)
      .lineTo(PDF_MARGIN + width, bottom)
      .lineWidth(0.75)
      .strokeColor(PDF_RULE)
      .stroke();
    doc.y = bottom + 8;
  };
  row([t.pdfColumns.name, t.pdfColumns.relationship, t.pdfColumns.born, t.pdfColumns.share], true);
  for (const n of f.nominees) row([n.name, n.relationship, n.dateOfBirth ?? '-', `${n.share}%`], false, [n.address]);
  const total = f.nominees.reduce((sum, n) => sum + n.share, 0);
  row(['', '', t.totalLabel, `${total}%`], true);

  doc.moveDown(1);
  doc.font(PDF_FONT).fontSize(11).fillColor(PDF_INK).text(t.discretion, PDF_MARGIN, doc.y, { width });
  doc.moveDown(1.2);
  doc.font(PDF_FONT).fontSize(10).fillColor(PDF_MUTED).text(t.pdfIssued(f.issuedOn), PDF_MARGIN, doc.y, { width });
  return pdf.finish();
}
