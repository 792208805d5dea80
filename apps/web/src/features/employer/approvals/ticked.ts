/** Which rows of the approvals table are ticked: plain functions over a set of selection ids, so they are easy to test. */

export type Ticked = ReadonlySet<number>;

export const toggleOne = (ticked: Ticked, id: number): Ticked => {
  const next = new Set(ticked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/** The select-all box: ticked when every row is; mixed when some are. */
export function allState(ticked: Ticked, ids: readonly number[]): 'all' | 'some' | 'none' {
  const count = ids.filter((id) => ticked.has(id)).length;
  if (ids.length > 0 && count === ids.length) return 'all';
  return count === 0 ? 'none' : 'some';
}

/** Ticking select-all ticks every row; unticking it (when all are ticked) clears them. */
export const toggleAll = (ticked: Ticked, ids: readonly number[]): Ticked => (allState(ticked, ids) === 'all' ? new Set() : new Set(ids));

/** The ids to send, in the table's order: only rows still on screen count (a stale tick is dropped). */
export const tickedIds = (ticked: Ticked, ids: readonly number[]): number[] => ids.filter((id) => ticked.has(id));
