import { describe, expect, it } from 'vitest';
import { allState, tickedIds, toggleAll, toggleOne } from './ticked.ts';

describe('ticked selections', () => {
  const ids = [3, 1, 2];

  it('starts with nothing ticked: nothing to send', () => {
    expect(allState(new Set(), ids)).toBe('none');
    expect(tickedIds(new Set(), ids)).toEqual([]);
  });

  it('ticks and unticks one row; some rows make select-all mixed', () => {
    const one = toggleOne(new Set(), 1);
    expect(allState(one, ids)).toBe('some');
    expect(tickedIds(one, ids)).toEqual([1]);
    expect(tickedIds(toggleOne(one, 1), ids)).toEqual([]);
  });

  it('select-all ticks every row in table order, and again clears them', () => {
    const all = toggleAll(new Set([2]), ids);
    expect(allState(all, ids)).toBe('all');
    expect(tickedIds(all, ids)).toEqual([3, 1, 2]);
    expect(tickedIds(toggleAll(all, ids), ids)).toEqual([]);
  });

  it('sends only rows still on screen, and an empty table is never all ticked', () => {
    expect(tickedIds(new Set([1, 9]), ids)).toEqual([1]);
    expect(allState(new Set(), [])).toBe('none');
  });
});
