import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { ApiError, errorFromBody, errorText, fieldErrorsOf } from './errors.ts';

const refused = (status: number, body: object) => errorFromBody(status, body);
const offline = new ApiError(0, messages.generic.failedToFetch);

describe('errorText', () => {
  it("says a refusal in the server's words: its first field error (spec §8), then its message, never the bare HTTP reason", () => {
    expect(errorText(refused(400, { error: 'Bad Request', message: 'x', errors: { code: 'That code is not right' } }), 'fallback')).toBe(
      'That code is not right',
    );
    expect(errorText(refused(403, { error: 'Forbidden', message: 'Your employer requires it' }), 'fallback')).toBe('Your employer requires it');
    const closed = 'You can only change your benefits while the selection window is open';
    expect(errorText(refused(409, { error: 'Conflict', message: closed }), 'fallback')).toBe(closed);
    expect(errorText(refused(423, { error: 'Locked', message: 'Your account is locked for 15 minutes' }), 'fallback')).toBe(
      'Your account is locked for 15 minutes',
    );
    expect(errorText(refused(404, { error: 'Not Found' }), 'fallback')).toBe('Not Found');
  });

  it("says the server's message rather than a field's when the screen shows the fields beside them", () => {
    const error = refused(400, { error: 'Bad Request', message: 'Please correct the highlighted fields', errors: { email: 'Enter an e-mail' } });
    expect(errorText(error, 'fallback', { besideFields: true })).toBe('Please correct the highlighted fields');
  });

  it("says the screen's fallback for a lost connection, a server failure and anything not from the API, unless told otherwise", () => {
    const crashed = refused(500, { error: 'Internal Server Error', message: messages.generic.somethingWrong });
    expect(errorText(offline, 'offline')).toBe('offline');
    expect(errorText(crashed, 'fallback')).toBe('fallback');
    expect(errorText(new Error('boom'), 'fallback')).toBe('fallback');
    expect(errorText(null, 'fallback')).toBe('fallback');
    expect(errorText(offline, 'fallback', { network: messages.reset.network })).toBe(messages.reset.network);
    expect(errorText(crashed, 'fallback', { server: messages.generic.somethingWrong })).toBe(messages.generic.somethingWrong);
  });

  it("gives a status the screen's own words, fixed or worked out from the error", () => {
    const tooLarge = refused(413, { error: 'Payload Too Large', message: 'Too large', errors: { file: 'Too big' } });
    expect(errorText(tooLarge, 'fallback', { 413: 'The file must be 10 MB or smaller' })).toBe('The file must be 10 MB or smaller');
    const validation = (error: ApiError) => Object.values(error.fieldErrors)[0] ?? 'Validation failed';
    expect(errorText(refused(422, { error: 'Unprocessable Entity', message: 'x' }), 'fallback', { 422: validation })).toBe('Validation failed');
    expect(errorText(refused(500, { error: 'Internal Server Error' }), 'fallback', { 500: 'down' })).toBe('down');
    expect(errorText(offline, 'fallback', { 0: 'no answer' })).toBe('no answer');
  });
});

describe('fieldErrorsOf', () => {
  it("reads an API failure's field errors, and none from anything else", () => {
    expect(fieldErrorsOf(refused(400, { errors: { email: ['Enter an e-mail', 'second'] } }))).toEqual({ email: 'Enter an e-mail' });
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});
