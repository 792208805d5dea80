import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { ApiError } from '../../api/client.ts';
import { errorFromBody } from '../../api/errors.ts';
import { failureText } from './failureText.ts';

describe('failure text', () => {
  it("prefers the server's field message, then its explanation", () => {
    expect(failureText(errorFromBody(400, { error: 'Bad Request', message: 'x', errors: { code: 'That code is not right' } }))).toBe('That code is not right');
    expect(failureText(errorFromBody(403, { error: 'Forbidden', message: 'Your employer requires it' }))).toBe('Your employer requires it');
  });

  it('falls back for server failures and lost connections', () => {
    expect(failureText(errorFromBody(500, { error: 'Internal Server Error', message: 'boom' }))).toBe(messages.generic.somethingWrong);
    expect(failureText(new ApiError(0, messages.generic.failedToFetch), 'offline')).toBe('offline');
    expect(failureText(new Error('?'))).toBe(messages.generic.somethingWrong);
  });
});
