import type { EffectiveDateRules } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { BenefitRow, SchemeYearRow } from '../../db/schema/index.ts';
import { findClientCalendar, findCurrentSchemeYear, findNextSchemeYear, listBenefitsOfYear } from './queries.ts';

export interface ClientBenefits {
  year: SchemeYearRow | null;
  benefits: readonly BenefitRow[];
  /** The year after the current one once it is prepared, and its benefits: people choose in it while its window is open. */
  nextYear: SchemeYearRow | null;
  nextBenefits: readonly BenefitRow[];
  /** The client's payroll cut-off day: its months close when that day ends. */
  cutoffDay: number;
  /** Days from a person's employment start date in which they may choose outside the annual window (0 = none). */
  newStarterWindowDays: number;
  /** Contracted hours a week of a person whose own are not on record (the minimum-wage guard). */
  defaultHoursPerWeek: number;
  /** When each kind of change takes effect (modules/benefits/effective-dates.ts). */
  effectiveDates: EffectiveDateRules;
}

/** Per database (an app, a test), per client: the data version it was read at, and the data. */
const kept = new WeakMap<Db, Map<number, { version: number; data: Promise<ClientBenefits> }>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

async function load(db: Db, clientId: number): Promise<ClientBenefits> {
  const [found, calendar] = await Promise.all([findCurrentSchemeYear(db, clientId), findClientCalendar(db, clientId)]);
  const year = found ?? null;
  const [benefits, nextYear] = year ? await Promise.all([listBenefitsOfYear(db, clientId, year.id), findNextSchemeYear(db, clientId, year)]) : [[], undefined];
  const nextBenefits = nextYear ? await listBenefitsOfYear(db, clientId, nextYear.id) : [];
  // Shared by every request of the client: nothing may change it in place.
  return deepFreeze({ year, benefits, nextYear: nextYear ?? null, nextBenefits, ...calendar });
}

/**
 * The client's current scheme year and the next one (once prepared), their benefits and the client's calendar settings,
 * read once per client data version. The version is read with the session on every request and bumped by database
 * triggers whenever a scheme year, a benefit or the client changes (migration 0008), so a price or rule changed anywhere
 * is read again at once; the data read is at least as new as the version it is kept under.
 */
export function currentClientBenefits(db: Db, clientId: number, version: number): Promise<ClientBenefits> {
  let byClient = kept.get(db);
  if (!byClient) kept.set(db, (byClient = new Map()));
  const hit = byClient.get(clientId);
  if (hit && hit.version === version) return hit.data;
  const data = load(db, clientId);
  byClient.set(clientId, { version, data });
  data.catch(() => {
    if (byClient.get(clientId)?.data === data) byClient.delete(clientId);
  });
  return data;
}
