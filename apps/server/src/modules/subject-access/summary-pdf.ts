import { formatLongDate, formatPounds, subjectAccessTexts } from '@portal/contracts';
import { brandedPdf, PDF_INK, PDF_MARGIN, PDF_MUTED, pdfFacts, pdfText, type BrandedPdf } from '../../lib/pdf.ts';
import type { PersonalDataDocument } from './document.ts';

const t = subjectAccessTexts.pdf;
/** Lines a list shows before pointing to the JSON: a readable summary, not a second copy of every record. */
const LIST_LIMIT = 60;

const day = (value: string | Date | null | undefined) =>
  value ? formatLongDate(typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)) : '';
const money = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : formatPounds(Number(value), { pence: 'always' }));
const yesNo = (value: boolean) => (value ? t.yes : t.no);

function heading(pdf: BrandedPdf, text: string) {
  const { doc, width } = pdf;
  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.moveDown(0.8);
  pdfText(doc.fontSize(14).fillColor(PDF_INK), text, 'bold', PDF_MARGIN, doc.y, { width });
  doc.moveDown(0.3);
}

function lines(pdf: BrandedPdf, items: string[]) {
  const { doc, width } = pdf;
  doc.fontSize(10).fillColor(PDF_INK);
  if (items.length === 0) {
    pdfText(doc.fillColor(PDF_MUTED), t.none, 'regular', PDF_MARGIN, doc.y, { width });
    return;
  }
  for (const item of items.slice(0, LIST_LIMIT)) pdfText(doc.fillColor(PDF_INK), `• ${item}`, 'regular', PDF_MARGIN, doc.y, { width, paragraphGap: 2 });
  if (items.length > LIST_LIMIT) pdfText(doc.fillColor(PDF_MUTED), t.more(items.length - LIST_LIMIT), 'regular', PDF_MARGIN, doc.y, { width });
}

/** my-data.pdf: the export's main records in words, in the client's brand; every record in full is in my-data.json. */
export function renderSummary(data: PersonalDataDocument, brand: { brandName: string; clientName: string; colour: string }): Promise<Buffer> {
  const p = data.profile;
  const name = `${p.firstName} ${p.surname}`;
  const pdf = brandedPdf(brand, data.madeBy === 'self' ? t.heading : t.forHr, { title: `${t.title} - ${name}`, subject: t.subject });
  const { doc, width } = pdf;
  pdfText(doc.fontSize(11).fillColor(PDF_MUTED), t.intro(name, day(data.generatedAt)), 'regular', PDF_MARGIN, doc.y, { width });
  if (data.madeBy !== 'self') pdfText(doc, t.healthLeftOut, 'regular', PDF_MARGIN, doc.y, { width });

  heading(pdf, t.headings.profile);
  const f = t.profile;
  pdfFacts(pdf, [
    [f.name, [p.title, p.firstName, p.surname].filter(Boolean).join(' ')],
    [f.email, p.email],
    [f.dateOfBirth, day(p.dateOfBirth) || t.none],
    [f.employeeNumber, p.employeeNumber ?? t.none],
    [f.employment, [p.employmentStatus, p.employmentStartDate && day(p.employmentStartDate), p.leavingDate && day(p.leavingDate)].filter(Boolean).join(', ')],
    [f.salary, money(p.salary) || t.none],
    [f.phone, p.phone ?? t.none],
    [f.location, p.location ?? t.none],
    [f.grade, p.grade ?? t.none],
  ]);

  heading(pdf, t.headings.family);
  lines(
    pdf,
    data.family.map((m) => `${m.firstName} ${m.surname}, ${day(m.dateOfBirth)}${m.active ? '' : ' (removed)'}`),
  );
  heading(pdf, t.headings.lifeEvents);
  lines(
    pdf,
    data.lifeEvents.map((e) => `${e.type}, ${day(e.eventDate)}`),
  );
  heading(pdf, t.headings.selections);
  lines(
    pdf,
    data.selections.map(
      (s) =>
        `${s.benefitName}: ${s.status}, from ${day(s.startsOn)}${s.endsOn ? ` to ${day(s.endsOn)}` : ''}; you pay ${money(s.employeeCost)} a month, ` +
        `your employer ${money(s.employerCost)}${s.supersededAt ? ` (replaced by a correction on ${day(s.supersededAt)})` : ''}`,
    ),
  );
  heading(pdf, t.headings.nominations);
  lines(
    pdf,
    data.nominations.map((n) => `${n.benefitName}: ${n.name} (${n.relationship}), ${n.share}%`),
  );
  heading(pdf, t.headings.sessions);
  lines(
    pdf,
    data.sessions.map((s) => `${day(s.createdAt)}${s.userAgent ? `, ${s.userAgent}` : ''}${s.ip ? `, ${s.ip}` : ''}`),
  );
  heading(pdf, t.headings.consents);
  pdfFacts(pdf, [
    [t.consents.terms, String(data.consents.termsRevisionAccepted)],
    [t.consents.byEmail, yesNo(data.consents.contactByEmail)],
    [t.consents.bySms, yesNo(data.consents.contactBySms)],
  ]);
  pdfText(doc.fontSize(10).fillColor(PDF_MUTED), t.consents.cookies, 'regular', PDF_MARGIN, doc.y, { width });
  heading(pdf, t.headings.mail);
  lines(
    pdf,
    data.emails.map((m) => `${day(m.createdAt)}: ${m.subject}`),
  );
  heading(pdf, t.headings.audit);
  lines(
    pdf,
    data.audit.map((a) => `${day(a.createdAt)}: ${a.description}`),
  );

  heading(pdf, t.otherCounts);
  pdfFacts(
    pdf,
    (
      [
        ['selectionWindows', data.selectionWindows],
        ['childcareVoucherOrders', data.childcareVoucherOrders],
        ['trustedDevices', data.trustedDevices],
        ['passwordChanges', data.passwordChanges],
        ['twoFactorEvents', data.twoFactorEvents],
        ['links', data.links],
        ['notices', data.notices],
        ['enquiries', data.enquiries],
        ['uploads', data.uploads],
        ['reportLines', data.reportLines],
        ['benefitPageViews', data.benefitPageViews],
        ['erasures', data.erasures],
      ] as const
    ).map(([key, rows]) => [key, String(rows.length)] as const),
  );
  return pdf.finish();
}
