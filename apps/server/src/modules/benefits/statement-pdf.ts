import { benefitScreenTexts, formatLongDate, formatPounds, formatShortDate, ukToday, type Statement } from '@portal/contracts';
import { notFound } from '../../lib/errors.ts';
import { brandedPdf, PDF_FONT, PDF_INK, PDF_MARGIN, PDF_MUTED, PDF_RULE, pdfFacts, pdfText, type BrandedPdf } from '../../lib/pdf.ts';
import { memberOnHostContext } from '../../plugins/member-context.ts';
import { themeOf } from '../theme/index.ts';
import { groupContributions, paidTotals } from './contributions.ts';
import type { EmployeeContext } from './context.ts';

const t = benefitScreenTexts.statement;

/** The table's columns: their share of the width, and whether they hold money (right-aligned). */
const COLUMNS = [
  { label: t.month, share: 0.24, money: false },
  { label: t.employee, share: 0.19, money: true },
  { label: t.employer, share: 0.19, money: true },
  { label: t.date, share: 0.2, money: false },
  { label: t.status, share: 0.18, money: false },
] as const;

/** One row of cells under a thin rule; `bold` for the header and the total. */
function tableRow({ doc, width }: BrandedPdf, cells: string[], bold = false): void {
  if (doc.y > doc.page.height - PDF_MARGIN - 40) doc.addPage();
  const top = doc.y;
  let x = PDF_MARGIN;
  let bottom = top;
  COLUMNS.forEach((column, i) => {
    const cellWidth = width * column.share - 8;
    doc.y = top;
    pdfText(doc.fontSize(10.5).fillColor(PDF_INK), cells[i] ?? '', bold ? 'bold' : 'regular', x, top, {
      width: cellWidth,
      align: column.money ? 'right' : 'left',
    });
    bottom = Math.max(bottom, doc.y);
    x += width * column.share;
  });
  doc
    .moveTo(PDF_MARGIN, bottom + 5)
    .lineTo(PDF_MARGIN + width, bottom + 5)
    .lineWidth(0.75)
    .strokeColor(PDF_RULE)
    .stroke();
  doc.y = bottom + 11;
}

const cellsOf = (s: Statement) => [
  `${s.monthName} ${s.year}`,
  formatPounds(s.employeeContribution),
  formatPounds(s.employerContribution),
  formatShortDate(s.date),
  s.status === 'paid' ? t.paid : t.upcoming,
];

/**
 * A statement to keep (issue 37 item 3): the caller's own contributions to a benefit group in a scheme year, or in one
 * month of it, as the statement panel shows them (the same figures, from groupContributions), as a PDF in the client's brand.
 */
export async function statementPdf(context: EmployeeContext, groupCode: string, yearNumber: number | undefined, month: number | undefined) {
  const { client, user } = memberOnHostContext(context);
  const found = await groupContributions(context, groupCode, yearNumber);
  const rows = month === undefined ? found.statements : found.statements.filter((s) => s.month === month);
  if (rows.length === 0) throw notFound(t.empty);
  const period = month === undefined ? String(found.year) : `${rows[0]!.monthName} ${rows[0]!.year}`;
  const holder = `${user.firstName} ${user.surname}`;
  const pdf = brandedPdf(
    { brandName: client.benefitBrandName, clientName: client.name, colour: themeOf(client).primaryColour },
    t.pdfHeading(found.groupName),
    {
      title: `${t.pdfHeading(found.groupName)} - ${period}`,
      subject: `${found.groupName} contributions of ${holder}, ${period}`,
    },
  );
  pdfFacts(pdf, [
    [t.pdfEmployee, holder],
    [t.pdfPeriod, period],
    [t.pdfIssued, formatLongDate(ukToday(context.now))],
  ]);
  pdf.doc.moveDown(0.8);
  tableRow(
    pdf,
    COLUMNS.map((c) => c.label),
    true,
  );
  for (const row of rows) tableRow(pdf, cellsOf(row));
  const paid = paidTotals(rows);
  tableRow(pdf, [t.total, formatPounds(paid.employeeContribution), formatPounds(paid.employerContribution), '', ''], true);

  const { doc, width } = pdf;
  const adjusted = rows.filter((s) => s.adjustment && (s.adjustment.employee !== 0 || s.adjustment.employer !== 0));
  if (adjusted.length > 0) {
    doc.moveDown(0.6);
    pdfText(doc.fontSize(10).fillColor(PDF_INK), t.adjustmentsIntro, 'regular', PDF_MARGIN, doc.y, { width });
    for (const s of adjusted) {
      const name = `${s.monthName} ${s.year}`;
      const { employee, employer } = s.adjustment!;
      if (employee !== 0) pdfText(doc, `- ${t.adjustment(name, formatPounds(Math.abs(employee)), employee < 0)}`, 'regular', PDF_MARGIN, doc.y, { width });
      if (employer !== 0)
        pdfText(doc, `- ${t.employerAdjustment(name, formatPounds(Math.abs(employer)), employer < 0)}`, 'regular', PDF_MARGIN, doc.y, { width });
    }
  }
  doc.moveDown(1);
  doc.font(PDF_FONT).fontSize(9.5).fillColor(PDF_MUTED).text(t.pdfNote, PDF_MARGIN, doc.y, { width });
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return { pdf: await pdf.finish(), fileName: t.pdfFile(slug(found.groupName), found.year, month === undefined ? null : String(month).padStart(2, '0')) };
}
