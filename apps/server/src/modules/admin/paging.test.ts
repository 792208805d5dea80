import { describe, expect, it } from 'vitest';
import { likePattern } from '../../lib/like-pattern.ts';
import { pageShape } from './service.ts';

describe('admin paging and search', () => {
  it('answers the page shape of ARCHITECTURE §6', () => {
    expect(pageShape(['a'], 21, 3)).toEqual({ data: ['a'], currentPage: 3, lastPage: 3, perPage: 10, total: 21 });
    expect(pageShape([], 0, 1)).toEqual({ data: [], currentPage: 1, lastPage: 1, perPage: 10, total: 0 });
  });

  it('takes % and _ in a search literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(likePattern('sam')).toBe('%sam%');
  });
});
