import {
  decimalPounds,
  firstOfMonth,
  formatMonthYear,
  niSavingTexts as t,
  poundsOf,
  ukToday,
  type NiSaving,
  type NiSavingQuery,
  type Pence,
} from '@portal/contracts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { contentTypeOf, tableFile } from '../../lib/file-export.ts';
import { taxYearRates } from '../pay/index.ts';
import { eachPersonSaving } from './ni-saving.ts';
import { cutoffDayOf } from './queries.ts';
import type { ReportDownload } from './service.ts';

/** Every call has passed `employerAccess` (role, and the client in the path is the caller's) before it gets here. */

/** The month asked for, or the current one on the UK calendar by the request's clock. */
const monthOf = (ctx: EmployerContext, query: NiSavingQuery) => query.month ?? firstOfMonth(ukToday(ctx.now));

const calendarOf = async (ctx: EmployerContext) => ({ cutoffDay: await cutoffDayOf(ctx.db, ctx.clientId), now: ctx.now });

interface BenefitTotal {
  name: string;
  people: number;
  sacrificed: Pence;
  saving: Pence;
}

/** The month's employer NI saving for the dashboard: in all, and per benefit (most saved first). */
export async function niSavingSummary(ctx: EmployerContext, query: NiSavingQuery): Promise<NiSaving> {
  const month = monthOf(ctx, query);
  const byBenefit = new Map<string, BenefitTotal>();
  let saving = 0n;
  let sacrificed = 0n;
  let people = 0;
  let salaryNotHeld = 0;
  await eachPersonSaving(ctx.db, ctx.clientId, month, await calendarOf(ctx), async (batch) => {
    for (const person of batch) {
      if (person.saving === null || person.parts === null) {
        salaryNotHeld += 1;
        continue;
      }
      people += 1;
      saving += person.saving;
      const counted = new Set<string>();
      person.benefits.forEach((benefit, index) => {
        const total = byBenefit.get(benefit.name) ?? { name: benefit.name, people: 0, sacrificed: 0n, saving: 0n };
        if (!counted.has(benefit.name)) total.people += 1;
        counted.add(benefit.name);
        total.sacrificed += benefit.sacrificed;
        total.saving += person.parts![index]!;
        sacrificed += benefit.sacrificed;
        byBenefit.set(benefit.name, total);
      });
    }
  });
  const benefits = [...byBenefit.values()]
    .sort((a, b) => (a.saving === b.saving ? a.name.localeCompare(b.name) : a.saving > b.saving ? -1 : 1))
    .map((b) => ({ name: b.name, people: b.people, sacrificed: poundsOf(b.sacrificed), saving: poundsOf(b.saving) }));
  return {
    month,
    currentMonth: firstOfMonth(ukToday(ctx.now)),
    taxYear: taxYearRates(month).taxYear,
    saving: poundsOf(saving),
    sacrificed: poundsOf(sacrificed),
    people,
    salaryNotHeld,
    benefits,
  };
}

/**
 * The month's saving as CSV: a row per person and benefit, in the payroll report's order, written as the people are
 * read (a batch at a time). A person whose salary is not held is listed with 'Salary not held' for the saving.
 */
export function niSavingFile(ctx: EmployerContext, query: NiSavingQuery): ReportDownload {
  const month = monthOf(ctx, query);
  const body = tableFile('csv', formatMonthYear(month), [...t.csvColumns], async (emit) => {
    await eachPersonSaving(ctx.db, ctx.clientId, month, await calendarOf(ctx), async (batch) => {
      for (const person of batch) {
        for (const [index, benefit] of person.benefits.entries()) {
          const part = person.parts?.[index];
          await emit([
            person.employeeNumber ?? '',
            person.firstName,
            person.surname,
            benefit.name,
            decimalPounds(benefit.sacrificed),
            part === undefined ? t.salaryNotHeldCell : decimalPounds(part),
          ]);
        }
      }
    });
  });
  return { fileName: `employer-ni-saving-${month.slice(0, 7)}.csv`, contentType: contentTypeOf('csv'), body };
}
