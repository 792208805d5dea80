import type { Db } from '../../db/connect.ts';
import type { BenefitRow, SchemeYearRow } from '../../db/schema/index.ts';
import { findClientCalendar, findCurrentSchemeYear, listBenefitsOfYear } from './queries.ts';

export interface ClientBenefits {
  year: SchemeYearRow | null;
  benefits: readonly BenefitRow[];
  /** The client's payroll cut-off day: its months close when that day ends. */
  cutoffDay: number;
  /** Days from a person's employment start date in which they may choose outside the annual window (0 = none). */
  newStarterWindowDays: number;
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
  const benefits = year ? await listBenefitsOfYear(db, clientId, year.id) : [];
  // Shared by every request of the client: nothing may change it in place.
  return deepFreeze({ year, benefits, ...calendar });
}

/**
 * The client's current scheme year, its benefits, its payroll cut-off day and new-starter window, read once per client data version. The version is
 * read with the session on every request and bumped by database triggers whenever a scheme year or
 * benefit changes (migration 0008), so a price or rule changed anywhere is read again at once; the data
 * read is at least as new as the version it is kept under.
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
