import { decimalPounds, firstOfMonth, penceOf, ukToday } from '@portal/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { clients, type BenefitRow } from '../db/schema/index.ts';
import { clock } from '../clock.ts';
import { addMonths, firstOfNextMonth, minDate } from '../modules/benefits/index.ts';
import { selection, type SelectionSpec } from './benefit-seed.ts';
import { demoBenefits, openAllYear, seedDocumentBenefits, seedSchemeYear } from './demo-catalogue.ts';
import { createClient, createUser } from './factories.ts';

export const LARGE_CLIENT_CODE = 'bigco';
export const LARGE_CLIENT_EMPLOYER = 'hr@bigco.test';
/** The annual salaries the employees have (a handful, so the selections' costs are a handful of templates). */
export const LARGE_CLIENT_SALARIES = [18_500, 24_000, 31_000, 42_000, 58_000, 135_000];
/** Selections waiting for the employer's approval, for the bench that approves 1,000 in one call. */
export const LARGE_CLIENT_PENDING = 1000;
const CTW_AMOUNTS = [450, 799, 1200, 650, 1500, 999];

/** One group of selections: a benefit, the choices people make, and who has one (SQL on `p.g`, the person's number). */
interface SelectionGroup {
  benefit: BenefitRow;
  /** The person numbered g makes choice number floor(g / 6) % choices.length (g % 6 picks the salary). */
  choices: SelectionSpec[];
  who: SQL;
  /** When it was approved (null: waiting for approval). */
  approvedAt: Date | null;
}

/**
 * Inserts a group's selections in one INSERT ... SELECT: every (salary, choice) template is priced once by the one
 * pricing engine (none of the benefits here prices by age), and each person takes the template of their salary and
 * choice.
 */
async function insertSelections(db: Db, clientId: number, group: SelectionGroup): Promise<void> {
  const templates = LARGE_CLIENT_SALARIES.flatMap((salary, salaryIndex) =>
    group.choices.map((spec, choice) => {
      const row = selection(clientId, group.benefit, { id: 0, salary: decimalPounds(penceOf(salary)), dateOfBirth: null }, spec);
      return sql`(${salaryIndex}::int, ${choice}::int, ${row.status}::text, ${JSON.stringify(row.values)}::jsonb,
        ${row.employeeCost}::numeric, ${row.employerCost}::numeric, ${JSON.stringify(row.costs)}::jsonb,
        ${row.startsOn}::date, ${row.endsOn ?? null}::date, ${row.acceptedTermsVersion ?? null}::int)`;
    }),
  );
  // Each person's choice is one version, its own chain (the id is taken first so that chain_id can name it), known since
  // its approval (or since now, waiting for it). Written here in one statement for speed; the repository owns every change.
  const known = group.approvedAt?.toISOString() ?? null;
  await db.execute(sql`
    INSERT INTO benefit_selections (id, chain_id, client_id, user_id, benefit_id, status, values, employee_cost, employer_cost, costs, starts_on, ends_on,
                                    accepted_terms_version, approved_at, recorded_at)
    SELECT x.id, x.id, ${clientId}, x.user_id, ${group.benefit.id}, x.status, x.values, x.employee_cost, x.employer_cost, x.costs, x.starts_on, x.ends_on,
           x.terms, ${known}::timestamptz, coalesce(${known}::timestamptz, now())
    FROM (
      SELECT nextval(pg_get_serial_sequence('benefit_selections', 'id'))::int AS id, p.id AS user_id, t.*
      FROM (SELECT id, substring(employee_number from 3)::int AS g FROM users WHERE client_id = ${clientId} AND user_type = 'employee') AS p
      JOIN (VALUES ${sql.join(templates, sql`, `)}) AS t(salary, choice, status, values, employee_cost, employer_cost, costs, starts_on, ends_on, terms)
        ON t.salary = p.g % ${LARGE_CLIENT_SALARIES.length} AND t.choice = (p.g / ${LARGE_CLIENT_SALARIES.length}) % ${group.choices.length}
      WHERE ${group.who}
    ) AS x
  `);
}

async function insertEmployees(db: Db, clientId: number, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (client_id, email, first_name, surname, employee_number, grade, location, employment_start_date, date_of_birth, salary,
                       activated_at, last_login_at, mfa_enabled, terms_revision_accepted)
    SELECT ${clientId},
           'person' || g || '@bigco.test',
           (ARRAY['Olivia','Noah','Amelia','Oliver','Isla','George','Ava','Arthur','Mia','Leo','Priya','Kwame','Aisha','Tomasz','Mei','Zara'])[1 + g % 16],
           (ARRAY['Smith','Jones','Williams','Brown','Patel','Evans','Wilson','Thomas','Roberts','Khan','Walker','Okafor','Murphy','Nowak','Chen','Price',
                  'Hughes'])[1 + (g * 7) % 17] || '-' || (g % 997),
           'BC' || lpad(g::text, 6, '0'),
           (ARRAY['Store Colleague','Team Leader','Store Manager','Head Office','Regional Manager'])[1 + g % 5],
           (ARRAY['London','Manchester','Leeds','Bristol','Glasgow','Cardiff','Birmingham'])[1 + g % 7],
           -- Nobody started work as a child: no earlier than their 18th birthday.
           GREATEST(DATE '2010-01-01' + (g % 5000), (DATE '1960-01-01' + (g * 13 % 15000) + INTERVAL '18 years')::date),
           DATE '1960-01-01' + (g * 13 % 15000),
           (${`{${LARGE_CLIENT_SALARIES.join(',')}}`}::numeric[])[1 + g % ${LARGE_CLIENT_SALARIES.length}],
           CASE WHEN g % 5 = 0 THEN NULL ELSE now() - ((g % 360) || ' days')::interval END,
           CASE WHEN g % 5 = 0 THEN NULL ELSE now() - ((g % 60) || ' days')::interval END,
           g % 4 = 0,
           1
    FROM generate_series(1, ${count}) AS g
  `);
}

/**
 * The scheme (the demo's benefit definitions, its window open all year) and selections: everyone has life assurance,
 * every third person dental insurance, both starting this month and approved last month, so they are on this month's
 * payroll; LARGE_CLIENT_PENDING people wait for approval of Cycle to Work.
 */
async function seedScheme(db: Db, clientId: number, now: Date): Promise<void> {
  const today = ukToday(now);
  const year = Number(today.slice(0, 4));
  const schemeYear = await seedSchemeYear(db, clientId, year, openAllYear(year));
  const benefits = await seedDocumentBenefits(db, clientId, schemeYear.id, demoBenefits('acme'));
  const startsOn = firstOfMonth(today);
  const endsOn = `${year}-12-31`;
  const lastMonth = new Date(`${addMonths(startsOn, -1)}T12:00:00Z`);
  const active = (values: SelectionSpec['values']): SelectionSpec => ({ values, status: 'active', startsOn, endsOn });
  await insertSelections(db, clientId, {
    benefit: benefits.get('life')!,
    choices: [1, 2, 3, 4].map((amount) => active({ amount })),
    who: sql`true`,
    approvedAt: lastMonth,
  });
  await insertSelections(db, clientId, {
    benefit: benefits.get('dental')!,
    choices: [active({ option: 'individual', startDate: startsOn })],
    who: sql`p.g % 3 = 0`,
    approvedAt: lastMonth,
  });
  const nextStart = minDate(firstOfNextMonth(today), `${year}-12-01`);
  await insertSelections(db, clientId, {
    benefit: benefits.get('ctw')!,
    choices: CTW_AMOUNTS.map((amount) => ({ values: { amount }, status: 'pending-approval', startsOn: nextStart, endsOn })),
    who: sql`p.g <= ${LARGE_CLIENT_PENDING}`,
    approvedAt: null,
  });
}

/**
 * A client with `count` employees for benchmarks (`npm run seed -- --employees 100000`), made by a few
 * INSERT ... SELECT over generate_series so 100,000 people and their selections take seconds. Names, locations,
 * grades and salaries vary, one in five has not registered, a quarter use two-factor. Its employer logs in with the
 * demo password. Uploads show the eligibility difference. Its payroll cut-off is the month's last day, so the portal's
 * schedule never generates this month's payroll report while a benchmark runs (the bench asks for it itself), and
 * last month's, which the schedule does generate, is empty: cover starts this month.
 */
export async function seedLargeClient(db: Db, count: number, passwordHash: string, now = clock.now()): Promise<void> {
  const [existing] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, LARGE_CLIENT_CODE));
  if (existing) return;
  const client = await createClient(db, {
    code: LARGE_CLIENT_CODE,
    name: 'Big Co',
    benefitBrandName: 'Big Co Benefits',
    dataLoadEligibilityImpact: true,
    payrollCutoffDay: 31,
  });
  await createUser(db, {
    clientId: client.id,
    email: LARGE_CLIENT_EMPLOYER,
    firstName: 'Hana',
    surname: 'Ito',
    userType: 'employer',
    passwordHash,
    termsRevisionAccepted: 1,
  });
  await db.transaction(async (tx) => {
    await insertEmployees(tx, client.id, count);
    // The people are new, so no read cache holds them: their selections need not bump each one's data version (a
    // row trigger updating the person once per selection made this part take four times as long and left every
    // user row with a dead copy). Off for this transaction only; ALTER TABLE is transactional.
    await tx.execute(sql`ALTER TABLE benefit_selections DISABLE TRIGGER benefit_selections_version`);
    await seedScheme(tx, client.id, now);
    await tx.execute(sql`ALTER TABLE benefit_selections ENABLE TRIGGER benefit_selections_version`);
  });
  // Fresh statistics after a bulk load, so the planner does not plan the lists for an empty table.
  await db.execute(sql`ANALYZE users`);
  await db.execute(sql`ANALYZE benefit_selections`);
}
