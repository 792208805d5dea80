import {
  amountInWords,
  benefitTexts,
  formatLongDate,
  formatPounds,
  priceChangeTexts,
  quoteTexts,
  ukToday,
  uploadTexts,
  type EligibilityRules,
  type PricingRule,
  type Quote,
  type QuoteRequestValues,
  type QuoteRow,
  type StoredSetup,
} from '@portal/contracts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import {
  addMonths,
  ageOn,
  benefitAccess,
  computeCosts,
  effectiveOn,
  findClientCalendar,
  PricingError,
  unmetRules,
  type EmployeeFacts,
  type PricingInput,
  type PricingPlan,
  type VisibilityRule,
} from '../benefits/index.ts';
import { findClientBenefit, findQuotePerson } from './price-change-queries.ts';

/**
 * The quote panel beside the pricing and eligibility editors (issue 28 §2): for an employee of the client, or typed
 * details, whether they may choose the benefit (each rule that says no, in words) and what each option or amount would
 * cost a month, from the one pricing engine with exactly the input the wizard builds for that person (the age on the
 * day cover would start if they chose today, their salary, nobody else covered). The editor's unsaved values replace
 * the benefit's own for the quote only; nothing is stored.
 */

const t = quoteTexts;
const r = uploadTexts.rule;

/** At most this many rows of multiples (an amount's steps). */
const MAX_ROWS = 50;

interface QuotedPerson {
  name: string | null;
  facts: EmployeeFacts;
  /** The age the pricing reads; a typed age is taken as it is. */
  age: (on: string) => number | null;
  salary: number | null;
}

async function personOf(ctx: SignedInContext, clientId: number, person: QuoteRequestValues['person'], today: string): Promise<QuotedPerson> {
  if (person.kind === 'employee') {
    const found = await findQuotePerson(ctx.db, clientId, person.employeeId);
    if (!found) throw badRequest({ 'person.employeeId': t.errors.employeeNotFound });
    const { dateOfBirth } = found;
    return {
      name: `${found.firstName} ${found.surname}`,
      facts: found,
      age: (on) => (dateOfBirth ? ageOn(dateOfBirth, on) : null),
      salary: found.salary === null ? null : Number(found.salary),
    };
  }
  const typedAge = person.age ?? null;
  const dateOfBirth = person.dateOfBirth ?? null;
  // A typed age stands for a birthday today, so that the eligibility rules (which read a date of birth) see that age.
  const birthday = dateOfBirth ?? (typedAge === null ? null : addMonths(today, -12 * typedAge));
  return {
    name: null,
    facts: {
      employmentStatus: person.employmentStatus,
      employmentStartDate: person.employmentStartDate ?? null,
      dateOfBirth: birthday,
      grade: person.grade ?? null,
      location: person.location ?? null,
    },
    age: (on) => (dateOfBirth ? ageOn(dateOfBirth, on) : typedAge),
    salary: person.salary ?? null,
  };
}

/** A rule that says no, in the words of the eligibility difference (uploads): the same rule texts HR reads. */
function words(rule: VisibilityRule | { rule: 'probation' | 'service'; from: string }, facts: EmployeeFacts): string {
  switch (rule.rule) {
    case 'status':
      return r.status(rule.statuses);
    case 'age': {
      const band = r.age(rule.minAge, rule.maxAge);
      return facts.dateOfBirth ? band : r.noBirthDate(band);
    }
    case 'grade':
      return r.grade(rule.grades);
    case 'location':
      return r.location(rule.locations);
    case 'probation':
      return r.probation(formatLongDate(rule.from));
    case 'service':
      return r.service(formatLongDate(rule.from));
  }
}

/** The rules of who may see the benefit that the person does not meet; else what locks it for them today (probation, service). */
function unmetInWords(
  benefit: { groupCode: string; kind: string; eligibility: EligibilityRules },
  facts: EmployeeFacts,
  probationMonths: number,
  today: string,
) {
  const unmet = unmetRules(benefit.eligibility, facts, today);
  if (unmet.length > 0) return unmet.map((rule) => words(rule, facts));
  const { availability } = benefitAccess(benefit, { facts, probationMonths, today, ccvOnly: false });
  if (!availability.locked) return [];
  if ((availability.reason === 'probation' || availability.reason === 'service') && availability.availableFrom)
    return [words({ rule: availability.reason, from: availability.availableFrom }, facts)];
  return [r.status(['active'])];
}

/** The choices a quote prices: each option; each multiple of salary for cover; else the lowest amount; else the benefit itself. */
function choices(setup: Pick<StoredSetup, 'options' | 'amount'>, pricing: PricingRule): { label: string; option: string | null; amount: number | null }[] {
  const amount = setup.amount;
  if (setup.options) return setup.options.map((option) => ({ label: option.label, option: option.value, amount: amount?.min ?? null }));
  if (!amount) return [{ label: t.single, option: null, amount: null }];
  if (pricing.kind !== 'cover-multiple') {
    const label =
      amount.unit === 'pounds'
        ? t.amountOf(formatPounds(amount.min, { pence: 'always' }))
        : amount.unit === 'percent'
          ? t.amountOf(amountInWords('percent', amount.min))
          : t.multiple(amount.min);
    return [{ label, option: null, amount: amount.min }];
  }
  // Each multiple from the lowest to the highest, in whole hundredths so that no step drifts.
  const [min, max, step] = [amount.min, amount.max, amount.step].map((value) => Math.round(value * 100)) as [number, number, number];
  const rows: { label: string; option: string | null; amount: number | null }[] = [];
  for (let value = min; value <= max && rows.length < MAX_ROWS; value += step > 0 ? step : max - min + 1) {
    rows.push({ label: t.multiple(value / 100), option: null, amount: value / 100 });
  }
  return rows;
}

function priceRow(
  plan: PricingPlan,
  choice: { label: string; option: string | null; amount: number | null },
  input: Omit<PricingInput, 'option' | 'amount'>,
): QuoteRow {
  try {
    return { ...choice, costs: computeCosts(plan, { ...input, option: choice.option ?? undefined, amount: choice.amount ?? undefined }), problem: null };
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    // The engine's words are the employee's ("not available to you"): the panel speaks of them.
    const problem = error.message !== benefitTexts.noPrice ? error.message : plan.pricing.kind === 'option-age-banded' ? t.noPriceForAge : t.noPrice;
    return { ...choice, costs: null, problem };
  }
}

export async function quoteBenefit(ctx: SignedInContext, clientId: number, benefitId: number, body: QuoteRequestValues): Promise<Quote> {
  platformAdminAccess(ctx);
  const found = await findClientBenefit(ctx.db, clientId, benefitId);
  if (!found) throw notFound(priceChangeTexts.errors.benefitNotFound);
  const { benefit, year } = found;
  const given = body.plan ?? {};
  const plan: PricingPlan = {
    pricing: given.pricing ?? benefit.pricing,
    employerContribution: given.employerContribution !== undefined ? given.employerContribution : (benefit.employerContribution ?? null),
  };
  const setup = given.setup ?? benefit.setup;
  const eligibility = given.eligibility ?? benefit.eligibility;

  const today = ukToday(ctx.now);
  const person = await personOf(ctx, clientId, body.person, today);
  // The wizard's day: cover chosen today starts when the client's joining rule says (within the year).
  const startsOn = effectiveOn({ kind: year.isCurrent ? 'joining' : 'next-year' }, (await findClientCalendar(ctx.db, clientId)).effectiveDates, today, year);
  const age = person.age(startsOn);
  const unmet = unmetInWords({ groupCode: benefit.groupCode, kind: benefit.kind, eligibility }, person.facts, year.probationMonths, today);
  const input = { peopleCovered: 0, salary: person.salary, age, startsOn };
  const rows = benefit.kind === 'information' ? [] : choices(setup, plan.pricing).map((choice) => priceRow(plan, choice, input));
  return {
    person: { name: person.name, age, ageOn: startsOn, salary: person.salary },
    eligible: unmet.length === 0,
    unmetRules: unmet,
    rows,
  };
}
