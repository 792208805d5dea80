import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { problemsOf } from './problems.ts';

describe('save problems', () => {
  it('points field errors at their step', () => {
    const error = new ApiError(400, 'Choose at least one family member', {
      'values.peopleCovered': 'Choose at least one family member',
      accepted_terms: 'Accept the terms',
    });
    expect(problemsOf(error, 'fallback')).toEqual([
      { message: 'Choose at least one family member', step: 'people' },
      { message: 'Accept the terms', step: 'terms' },
    ]);
  });

  it("explains a closed window or a locked benefit with the server's message", () => {
    const closed = new ApiError(409, 'Conflict', {}, 'You can only change your benefits while the selection window is open');
    expect(problemsOf(closed, 'fallback')).toEqual([{ message: 'You can only change your benefits while the selection window is open', step: null }]);
    expect(problemsOf(new Error('boom'), 'fallback')).toEqual([{ message: 'fallback', step: null }]);
  });
});
