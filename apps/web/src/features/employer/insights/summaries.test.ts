import { describe, expect, it } from 'vitest';
import { bestGroup, largest, total } from './summaries.ts';

describe('chart summaries', () => {
  it('points at the first largest value, or at nothing when all are 0', () => {
    const rows = [
      { id: 'a', n: 1 },
      { id: 'b', n: 3 },
      { id: 'c', n: 3 },
    ];
    expect(largest(rows, (r) => r.n)?.id).toBe('b');
    expect(largest([{ n: 0 }, { n: 0 }], (r) => r.n)).toBeNull();
    expect(total([{ n: 2 }, { n: 5 }], (r) => r.n)).toBe(7);
  });

  it('names the group with the highest share, an unrecorded one as such', () => {
    expect(
      bestGroup([
        { name: 'Leeds', percentage: 40 },
        { name: null, percentage: 75.5 },
      ]),
    ).toEqual({ name: 'Not recorded', percentage: 75.5 });
    expect(bestGroup([{ name: 'Leeds', percentage: 0 }])).toBeNull();
  });
});
