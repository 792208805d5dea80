import type { EmployeeFilter } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { countPeople } from './queries.ts';

export type PeopleCounts = Awaited<ReturnType<typeof countPeople>>;

/**
 * Per database, per client: the counts and the client data version they were read at. The version is read with
 * the session on every request and bumped by triggers when people join, go, register, change two-factor (migration
 * 0009) or change employment status (migration 0024), so the counts are never older than the request's own view of the client.
 */
const kept = new WeakMap<Db, Map<number, { version: number; counts: Promise<PeopleCounts> }>>();

export function peopleCounts(db: Db, clientId: number, version: number): Promise<PeopleCounts> {
  let byClient = kept.get(db);
  if (!byClient) kept.set(db, (byClient = new Map()));
  const hit = byClient.get(clientId);
  if (hit && hit.version === version) return hit.counts;
  const counts = countPeople(db, clientId);
  byClient.set(clientId, { version, counts });
  counts.catch(() => byClient.delete(clientId));
  return counts;
}

/** How many a list without a search holds, from the counts, when at most one filter narrows it; null when unknown. */
export function knownTotal(filter: EmployeeFilter, counts: PeopleCounts): number | null {
  if (filter.search) return null;
  const registration = filter['filter[person_activated]'];
  const twoFactor = filter['filter[person_mfa_secret]'];
  const status = filter['filter[employment_status]'];
  if ([registration, twoFactor, status].filter(Boolean).length > 1) return null;
  if (status) return counts.byStatus[status];
  if (registration) return registration === 'registered' ? counts.registered : counts.total - counts.registered;
  if (twoFactor) return twoFactor === 'enabled' ? counts.twoFactor : counts.total - counts.twoFactor;
  return counts.total;
}
