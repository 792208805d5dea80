import { and, desc, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { lastOfMonth } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { changedChains, choiceRecordedBefore } from '../../db/repositories/selection-reads/reports.ts';
import { clients, reportLines, reports, type ReportRow } from '../../db/schema/index.ts';
import { addDays, addMonths, ARREARS_MONTHS } from '../benefits/index.ts';
import type { EndedCover } from './lines.ts';
import { monthOf } from './closing.ts';
import { newestVersion } from './queries.ts';
import { clock } from '../../clock.ts';

/** Report versions (docs/decisions/reports.md "Report versions"): the next version, what changed since one, the schedule. */

/** The month's next version, waiting to be generated; two at once make one (the other answers it). */
export async function insertNextVersion(db: Db, newest: ReportRow, requestedBy: number): Promise<{ row: ReportRow; inserted: boolean }> {
  const { clientId, kind, year, month, provider } = newest;
  const [inserted] = await db
    .insert(reports)
    .values({ clientId, kind, year, month, provider, version: newest.version + 1, requestedBy, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, inserted: true };
  return { row: (await newestVersion(db, newest))!, inserted: false };
}

/**
 * How many of the client's choices a payroll or provider report would read differently now than at `since`: distinct
 * chains with a decided version (in force over its dates: no request, no refusal) recorded or superseded after it,
 * dated into the months the report reads (payroll: its month and the ARREARS_MONTHS before, which it settles as
 * arrears; provider: its month, of its provider). A request or a refusal changes no figure, so it is no change here.
 */
export async function changedChoices(db: Db, report: ReportRow, since: Date): Promise<number> {
  const month = monthOf(report);
  const from = report.kind === 'payroll' ? addMonths(month, -ARREARS_MONTHS) : month;
  return changedChains(db, report.clientId, from, lastOfMonth(month), since, report.kind === 'provider' ? report.provider : null);
}

/** A line that lists someone's benefit: not one saying it stopped (since last month, or since the last download). */
const listing = (line: string) => sql.raw(`(${line}.change not in ('stopped', 'leaver') and ${line}.since_download <> 'stopped')`);

/** Per person and benefit name, the figures of the lines that list it (two scheme years' benefits of one name add up). */
const listed = (reportId: number) => sql`
  select l.user_id, l.benefit_name, sum(l.pre_tax) as pre_tax, sum(l.post_tax) as post_tax, sum(l.employer_contribution) as employer,
    sum(l.arrears) as arrears, sum(l.employer_arrears) as employer_arrears, string_agg(l.cover_level, ',' order by l.line_no) as cover_level,
    sum(l.people_covered) as people_covered
  from ${reportLines} l where l.report_id = ${reportId} and ${listing('l')} group by l.user_id, l.benefit_name`;

const sameLine = (a: string, b: string) => sql.raw(`${a}.user_id = ${b}.user_id and ${a}.benefit_name = ${b}.benefit_name`);

/**
 * Marks a new version's lines against the newest earlier version of its month that was downloaded, matched by person
 * and benefit name: new (not listed there), changed (any money, cover level or people covered differs), stopped
 * (listed there, not here: its line here says so, or a line with nothing to pay is added at the end); the rest ''.
 * An added line repeats the person, the cover and the family members of the line it stops (a census needs them to
 * end the cover); on a provider's census it is a leaver's, ending on the day `ended` gives (or the day before the month).
 * Answers the version's line count and the counts, or null when no earlier version was downloaded.
 */
export async function compareWithDownloaded(
  tx: Db,
  report: ReportRow,
  lineCount: number,
  ended: EndedCover[] = [],
): Promise<{ lineCount: number; changes: ReportRow['changesSinceDownload'] }> {
  const [downloaded] = await tx
    .select({ id: reports.id, version: reports.version })
    .from(reports)
    .where(
      and(
        eq(reports.clientId, report.clientId),
        eq(reports.kind, report.kind),
        eq(reports.year, report.year),
        eq(reports.month, report.month),
        eq(reports.provider, report.provider),
        lt(reports.version, report.version),
        eq(reports.status, 'ready'),
        isNotNull(reports.downloadedAt),
      ),
    )
    .orderBy(desc(reports.version))
    .limit(1);
  if (!downloaded) return { lineCount, changes: null };
  const [before, now] = [downloaded.id, report.id];
  await tx.execute(sql`
    with earlier as (${listed(before)}), latest as (${listed(now)})
    update ${reportLines} l set since_download = case
      when o.user_id is null then 'new'
      when (n.pre_tax, n.post_tax, n.employer, n.arrears, n.employer_arrears, n.cover_level, n.people_covered)
        is distinct from (o.pre_tax, o.post_tax, o.employer, o.arrears, o.employer_arrears, o.cover_level, o.people_covered) then 'changed'
      else '' end
    from latest n left join earlier o on ${sameLine('o', 'n')}
    where l.report_id = ${now} and ${sameLine('l', 'n')} and ${listing('l')}`);
  await tx.execute(sql`
    update ${reportLines} l set since_download = 'stopped'
    where l.report_id = ${now} and not ${listing('l')}
      and exists (select 1 from ${reportLines} o where o.report_id = ${before} and ${sameLine('o', 'l')} and ${listing('o')})
      and not exists (select 1 from ${reportLines} n where n.report_id = ${now} and ${sameLine('n', 'l')} and ${listing('n')})`);
  const census = report.kind === 'provider';
  const monthBefore = addDays(monthOf(report), -1);
  const added = (await tx.execute(sql`
    with ended as (select * from json_to_recordset(${JSON.stringify(ended)}::json) as e("userId" integer, "benefitName" text, "coverEndsOn" text))
    insert into ${reportLines} (report_id, line_no, user_id, employee_number, first_name, surname, benefit_name, provider, salary_sacrifice, since_download,
      change, leaver, cover_level, people_covered, title, date_of_birth, sex, salary, cover_words, sum_assured, cover_starts_on, cover_ends_on, dependants)
    select ${now}, ${lineCount} + row_number() over (order by o.line_no), o.user_id, o.employee_number, o.first_name, o.surname, o.benefit_name,
      o.provider, o.salary_sacrifice, 'stopped', case when ${census} then 'leaver' else '' end, ${census}, o.cover_level, o.people_covered,
      o.title, o.date_of_birth, o.sex, o.salary, o.cover_words, o.sum_assured, o.cover_starts_on,
      case when ${census} then coalesce(e."coverEndsOn", ${monthBefore}) else '' end, o.dependants
    from (select distinct on (l.user_id, l.benefit_name) l.* from ${reportLines} l where l.report_id = ${before} and ${listing('l')}
      order by l.user_id, l.benefit_name, l.line_no) o
    left join ended e on e."userId" = o.user_id and e."benefitName" = o.benefit_name
    where not exists (select 1 from ${reportLines} n where n.report_id = ${now} and ${sameLine('n', 'o')})
    returning 1`)) as unknown as { rows: unknown[] };
  const counts = (await tx.execute(sql`
    select since_download as what, count(*)::int as n from ${reportLines}
    where report_id = ${now} and since_download <> '' group by since_download`)) as unknown as {
    rows: { what: 'new' | 'changed' | 'stopped'; n: number }[];
  };
  const count = (what: string) => counts.rows.find((row) => row.what === what)?.n ?? 0;
  return {
    lineCount: lineCount + added.rows.length,
    changes: { version: downloaded.version, new: count('new'), changed: count('changed'), stopped: count('stopped') },
  };
}

/** How long after a month closes the schedule still makes its final version (the instances were all down at the closing). */
export const SCHEDULE_CATCH_UP = '1 day';

/** A client's closing of `month` in SQL: the start of the UK day after its cut-off day (a day past the month's end is its last). */
const closingSql = (month: string): SQL => {
  const daysInMonth = sql`extract(day from (${month}::date + interval '1 month' - interval '1 day'))::int`;
  return sql`((${month}::date + least(${clients.payrollCutoffDay}, ${daysInMonth}))::timestamp at time zone 'Europe/London')`;
};

/**
 * The payroll schedule: the final version of each client's payroll report of `month`, made when the month has just
 * closed (at most SCHEDULE_CATCH_UP ago), for a client that had recorded some choice before it closed, unless a
 * version made after the closing exists or one still waits to be generated (it will be generated as of the closing).
 * A month that closed before the portal knew anything of the client is never made here. Answers the ids queued.
 */
export async function queueScheduledPayroll(db: Db, month: string, now: Date): Promise<number[]> {
  const [year, monthNumber] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const at = now.toISOString();
  const sameMonth = sql`r.client_id = d.id and r.kind = 'payroll' and r.year = ${year} and r.month = ${monthNumber} and r.provider = ''`;
  const result = (await db.execute(sql`
    with due as (select ${clients.id} as id, ${closingSql(month)} as closing from ${clients})
    insert into ${reports} (client_id, kind, year, month, version)
    select d.id, 'payroll', ${year}, ${monthNumber}, coalesce((select max(r.version) from ${reports} r where ${sameMonth}), 0) + 1
    from due d
    where d.closing <= ${at}::timestamptz and d.closing > ${at}::timestamptz - ${SCHEDULE_CATCH_UP}::interval
      and ${choiceRecordedBefore(sql.raw('d.id'), sql.raw('d.closing'))}
      and not exists (select 1 from ${reports} r where ${sameMonth} and (r.status = 'generating' or coalesce(r.as_of, r.finished_at) >= d.closing))
    on conflict do nothing
    returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}
