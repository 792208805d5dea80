import { sql, type SQL } from 'drizzle-orm';
import type { InsightsQuery } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';

/** Months and weeks are counted on the UK clock, as the scheme runs on it. */
const ZONE = sql.raw(`'Europe/London'`);

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The client's people (employees and employers; platform administrators have no client and are never counted),
 * narrowed to a location and grade when asked. `u` is the users table's alias in every query below.
 */
function peopleOf(clientId: number, filter: InsightsQuery): SQL {
  return sql.join(
    [
      sql`u.client_id = ${clientId}`,
      sql`u.user_type <> 'admin'`,
      ...(filter.location ? [sql`u.location = ${filter.location}`] : []),
      ...(filter.grade ? [sql`u.grade = ${filter.grade}`] : []),
    ],
    sql` and `,
  );
}

/**
 * A login is a session the person opened themselves: an administrator's view-as session or an employer's magic link
 * is someone else looking, and is not counted.
 */
const ownLogin = sql`s.masquerade_actor_id is null and s.magic_link_actor_id is null`;

/** Per month of the last 12 (the current one last): new registrations, and everyone registered by the month's end. */
export function registrationsByMonth(db: Db, clientId: number, filter: InsightsQuery, now: Date) {
  const thisMonth = sql`date_trunc('month', ${instant(now)} at time zone ${ZONE})`;
  return rowsOf<{ month: string; registrations: number; cumulative: number }>(
    db,
    sql`with months as (select generate_series(${thisMonth} - interval '11 months', ${thisMonth}, interval '1 month') as month),
      registered as (select u.activated_at at time zone ${ZONE} as local from users u where ${peopleOf(clientId, filter)} and u.activated_at <= ${instant(now)})
      select to_char(m.month, 'YYYY-MM') as month,
        count(r.local) filter (where r.local >= m.month)::int as registrations,
        count(r.local)::int as cumulative
      from months m left join registered r on r.local < m.month + interval '1 month'
      group by m.month order by m.month`,
  );
}

/** Per week (Monday to Sunday) of the last 12, the current one last: logins, and the different people behind them. */
export function loginsByWeek(db: Db, clientId: number, filter: InsightsQuery, now: Date) {
  const thisWeek = sql`date_trunc('week', ${instant(now)} at time zone ${ZONE})`;
  return rowsOf<{ weekStarting: string; logins: number; people: number }>(
    db,
    sql`with weeks as (select generate_series(${thisWeek} - interval '11 weeks', ${thisWeek}, interval '1 week') as week),
      logins as (
        select s.user_id, s.created_at at time zone ${ZONE} as local from sessions s join users u on u.id = s.user_id
        where ${peopleOf(clientId, filter)} and ${ownLogin} and s.created_at <= ${instant(now)} and s.created_at > ${instant(now)} - interval '13 weeks'
      )
      select to_char(w.week, 'YYYY-MM-DD') as "weekStarting", count(l.user_id)::int as logins, count(distinct l.user_id)::int as people
      from weeks w left join logins l on l.local >= w.week and l.local < w.week + interval '1 week'
      group by w.week order by w.week`,
  );
}

/** Per week of the last 12 (the current one last): benefit pages the client's people opened in their own sessions. */
export function benefitViewsByWeek(db: Db, clientId: number, filter: InsightsQuery, now: Date) {
  const thisWeek = sql`date_trunc('week', ${instant(now)} at time zone ${ZONE})`;
  return rowsOf<{ weekStarting: string; views: number }>(
    db,
    sql`with weeks as (select generate_series(${thisWeek} - interval '11 weeks', ${thisWeek}, interval '1 week') as week),
      views as (
        select v.viewed_at at time zone ${ZONE} as local from benefit_page_views v join users u on u.id = v.user_id
        where v.client_id = ${clientId} and ${peopleOf(clientId, filter)}
          and v.viewed_at <= ${instant(now)} and v.viewed_at > ${instant(now)} - interval '13 weeks'
      )
      select to_char(w.week, 'YYYY-MM-DD') as "weekStarting", count(v.local)::int as views
      from weeks w left join views v on v.local >= w.week and v.local < w.week + interval '1 week'
      group by w.week order by w.week`,
  );
}

/** The benefits whose pages were opened in the last 12 weeks, most viewed first: views and the different people. */
export function benefitViewTotals(db: Db, clientId: number, filter: InsightsQuery, now: Date) {
  const thisWeek = sql`date_trunc('week', ${instant(now)} at time zone ${ZONE})`;
  return rowsOf<{ name: string; views: number; people: number }>(
    db,
    sql`select b.name, count(*)::int as views, count(distinct v.user_id)::int as people
      from benefit_page_views v join users u on u.id = v.user_id join benefits b on b.id = v.benefit_id and b.client_id = v.client_id
      where v.client_id = ${clientId} and ${peopleOf(clientId, filter)} and v.viewed_at <= ${instant(now)}
        and v.viewed_at at time zone ${ZONE} >= ${thisWeek} - interval '11 weeks'
      group by b.name order by views desc, b.name limit 10`,
  );
}

/** Which breakdown a grouped row belongs to: everyone, one location, or one grade. */
export type GroupKind = 'total' | 'location' | 'grade';
interface Grouped {
  kind: GroupKind;
  name: string | null;
}

/** `grouping sets`: the totals, by location and by grade in one pass over the client's people. */
const groupedBy = sql`group by grouping sets ((), (u.location), (u.grade))
  order by 1, 2 nulls last`;
const groupColumns = sql`case when grouping(u.location) = 0 then 'location' when grouping(u.grade) = 0 then 'grade' else 'total' end as kind,
  coalesce(case when grouping(u.location) = 0 then u.location end, case when grouping(u.grade) = 0 then u.grade end) as name`;

/** Everyone, registered, in total and by location and grade. */
export function registrationGroups(db: Db, clientId: number, filter: InsightsQuery) {
  return rowsOf<Grouped & { employees: number; registered: number }>(
    db,
    sql`select ${groupColumns}, count(*)::int as employees, count(u.activated_at)::int as registered
      from users u where ${peopleOf(clientId, filter)} ${groupedBy}`,
  );
}

/** Registered, and of them active (a login in the 30 days before now), in total and by location and grade. */
export function engagementGroups(db: Db, clientId: number, filter: InsightsQuery, now: Date) {
  const active = sql`exists (select 1 from sessions s where s.user_id = u.id and ${ownLogin}
    and s.created_at <= ${instant(now)} and s.created_at > ${instant(now)} - interval '30 days')`;
  return rowsOf<Grouped & { registered: number; active: number }>(
    db,
    sql`select ${groupColumns}, count(u.activated_at)::int as registered, count(*) filter (where u.activated_at is not null and ${active})::int as active
      from users u where ${peopleOf(clientId, filter)} ${groupedBy}`,
  );
}

/** Every location and grade of the client's people, whatever the filter: what the screens offer to filter by. */
export async function filterChoices(db: Db, clientId: number) {
  const everyone = peopleOf(clientId, {});
  const [row] = await rowsOf<{ locations: string[]; grades: string[] }>(
    db,
    sql`select array(select distinct u.location from users u where ${everyone} and u.location is not null order by 1) as locations,
      array(select distinct u.grade from users u where ${everyone} and u.grade is not null order by 1) as grades`,
  );
  return row ?? { locations: [], grades: [] };
}
