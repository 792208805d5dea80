import { ukYear, type ClientConfigurationDocument, type ConfigurationBenefit } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { benefitFaqs, faqs, schemeYears, type BenefitRow } from '../db/schema/index.ts';
import { insertDocumentBenefit } from '../modules/configuration/index.ts';
import acmeDocument from './clients/acme.json';
import globexDocument from './clients/globex.json';

/**
 * The demo's benefits catalogue lives in its configuration documents (clients/<code>.json, issue 28 §4), written for the
 * scheme year DEMO_DOCUMENT_YEAR: the seed moves each year to the one it runs in, so the demo always shows its current year.
 * The large demo client and tests that want "Acme's benefits" in a client of their own take them from Acme's document.
 */
export const DEMO_DOCUMENT_YEAR = 2026;

/** A day moved on (or back) by whole years; 29 February becomes 28 February in a year without it. */
function movedYears(day: string, years: number): string {
  if (years === 0) return day;
  const moved = `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
  const date = new Date(`${moved}T00:00:00Z`);
  return date.toISOString().startsWith(moved) ? moved : `${moved.slice(0, 8)}28`;
}

/** A demo document with its scheme years (dates, windows, withdrawals) moved to the year `now` is in (UK). */
export function datedDemoDocument(document: unknown, now: Date): ClientConfigurationDocument {
  const doc = document as ClientConfigurationDocument;
  if (!doc.catalogue) return doc;
  const by = ukYear(now) - DEMO_DOCUMENT_YEAR;
  const move = (day: string) => movedYears(day, by);
  return {
    ...doc,
    catalogue: {
      ...doc.catalogue,
      schemeYears: doc.catalogue.schemeYears.map((year) => ({
        ...year,
        year: year.year + by,
        startsOn: move(year.startsOn),
        endsOn: move(year.endsOn),
        windowOpensOn: move(year.windowOpensOn),
        windowClosesOn: move(year.windowClosesOn),
        benefits: year.benefits.map((benefit) => ({ ...benefit, withdrawnOn: benefit.withdrawnOn && move(benefit.withdrawnOn) })),
      })),
    },
  };
}

const documents = { acme: acmeDocument, globex: globexDocument } as const;

/** The benefits of a demo client's document (its one scheme year), in their order. */
export function demoBenefits(code: keyof typeof documents): ConfigurationBenefit[] {
  const { catalogue } = documents[code] as unknown as ClientConfigurationDocument;
  return catalogue?.schemeYears[0]?.benefits ?? [];
}

export interface SelectionWindow {
  windowOpensOn: string;
  windowClosesOn: string;
}

export const openAllYear = (year: number): SelectionWindow => ({ windowOpensOn: `${year}-01-01`, windowClosesOn: `${year}-12-31` });

/** A calendar scheme year of a client of a test's or the large client's own, current, probation three months. */
export async function seedSchemeYear(db: Db, clientId: number, year: number, window: SelectionWindow) {
  const [row] = await db
    .insert(schemeYears)
    .values({ clientId, year, startsOn: `${year}-01-01`, endsOn: `${year}-12-31`, isCurrent: true, ...window, probationMonths: 3 })
    .returning();
  return row!;
}

/**
 * Document benefits (in the form the portal stores, as the demo documents are) written into a scheme year as the
 * configuration import writes them, their related FAQs linked by question where the client has them; by group code.
 */
export async function seedDocumentBenefits(db: Db, clientId: number, schemeYearId: number, list: ConfigurationBenefit[]): Promise<Map<string, BenefitRow>> {
  const rows = new Map<string, BenefitRow>();
  const questions = list.flatMap((benefit) => benefit.faqs);
  const own = questions.length
    ? await db
        .select({ id: faqs.id, question: faqs.question })
        .from(faqs)
        .where(and(eq(faqs.clientId, clientId), inArray(faqs.question, questions)))
    : [];
  for (const benefit of list) {
    const row = await insertDocumentBenefit(db, clientId, schemeYearId, benefit);
    const links = own.filter((faq) => benefit.faqs.includes(faq.question)).map((faq) => ({ benefitId: row.id, faqId: faq.id }));
    if (links.length) await db.insert(benefitFaqs).values(links);
    rows.set(row.groupCode, row);
  }
  return rows;
}
