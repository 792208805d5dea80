import type { SelectionRow } from '../../db/schema/index.ts';

/** Where a person's choice of one benefit stands, from what we know now of its versions. */
export interface ChoiceState {
  /** The newest choice's version in force today or from a later day (the latest to start): what the person has. */
  live: SelectionRow | null;
  /** A request of that choice waiting for approval: a change beside `live`, or a new choice without one. */
  request: SelectionRow | null;
  /** The newest refused request of that choice, when it was refused after `live` became what we know. */
  rejected: SelectionRow | null;
  /** The choice's first day of cover (a change does not move it): its earliest version in force, else its request's start. */
  firstDay: string | null;
}

const inForce = (row: SelectionRow) => row.status === 'active' || row.status === 'opted-out' || row.status === 'ended';
const later = (a: SelectionRow, b: SelectionRow) => (a.startsOn !== b.startsOn ? a.startsOn > b.startsOn : a.id > b.id);

/** The state of the newest choice among current versions of one benefit (other choices of it are history). */
export function choiceStateOf(current: SelectionRow[]): ChoiceState {
  const chainId = current.reduce((newest, row) => Math.max(newest, row.chainId), 0);
  const rows = current.filter((row) => row.chainId === chainId);
  const live = rows.filter(inForce).reduce<SelectionRow | null>((best, row) => (!best || later(row, best) ? row : best), null);
  const request = rows.find((row) => row.status === 'pending-approval') ?? null;
  const refusal = rows.filter((row) => row.status === 'rejected').reduce<SelectionRow | null>((best, row) => (!best || row.id > best.id ? row : best), null);
  const rejected = refusal && (!live || refusal.recordedAt > live.recordedAt) ? refusal : null;
  const starts = rows.filter(inForce).map((row) => row.startsOn);
  const firstDay = starts.length > 0 ? starts.reduce((a, b) => (a < b ? a : b)) : (request?.startsOn ?? null);
  return { live, request, rejected, firstDay };
}

/** The version a screen shows for the choice: what is in force, else the request, else the refusal. */
export const shownVersion = (state: ChoiceState): SelectionRow | null => state.live ?? state.request ?? state.rejected;

/** The version a change or an opt-out acts on: cover in force that has not ended, or a new choice waiting; else null. */
export const openVersion = (state: ChoiceState | null): SelectionRow | null =>
  !state ? null : state.live ? (state.live.status === 'active' ? state.live : null) : state.request;

/** Whether the choice can be changed or opted out of. */
export const isOpen = (state: ChoiceState | null) => openVersion(state) !== null;

/** The open choice as the change windows see it (its first day of cover), or null when nothing is open. */
export const openChoiceOf = (state: ChoiceState | null) => (state && isOpen(state) && state.firstDay ? { startsOn: state.firstDay } : null);

/** Choice states by benefit, from a person's current versions. */
export function choiceStatesByBenefit(current: SelectionRow[]): Map<number, ChoiceState> {
  const byBenefit = new Map<number, SelectionRow[]>();
  for (const row of current) byBenefit.set(row.benefitId, [...(byBenefit.get(row.benefitId) ?? []), row]);
  return new Map([...byBenefit].map(([benefitId, rows]) => [benefitId, choiceStateOf(rows)]));
}
