import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, LAST_CALL_STORAGE_KEY, messages } from '@portal/contracts';
import { useSession } from '../stores/session.ts';
import { FakeXhr } from '../test/fakeXhr.ts';
import { ApiError, setUnauthorizedHandler } from './client.ts';
import { apiUpload } from './upload.ts';

const file = new File(['employee_number,title\nAC1,Mr\n'], 'staff.csv', { type: 'text/csv' });
const dataLoad = {
  id: 9,
  fileName: 'staff.csv',
  status: 'preview',
  rowsRead: 1,
  errorCount: 0,
  starters: 1,
  leavers: 0,
  changed: 0,
  eligibilityImpact: false,
  welcomeHeld: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  appliedAt: null,
};

/** Starts an upload and waits until its request has gone out (the token step is asynchronous). */
async function start(options: Partial<Parameters<typeof apiUpload>[1]> = {}) {
  FakeXhr.last = null;
  const promise = apiUpload(endpoints.uploadDataLoad, { params: { id: 7 }, file, headers: { 'x-file-name': 'staff.csv' }, ...options });
  promise.catch(() => undefined);
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBe(file));
  return { promise, xhr: FakeXhr.last! };
}

describe('apiUpload', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    useSession.setState({ accessToken: null, masquerade: null, masqueradeUserId: null });
  });
  afterEach(() => setUnauthorizedHandler(null));

  it("sends the file as the body with the session's headers, its own headers and credentials, and returns the answer", async () => {
    vi.spyOn(Date, 'now').mockReturnValue(98765);
    useSession.setState({ accessToken: 'tok', masquerade: { userId: '7', schemeYear: '2025' } });
    const { promise, xhr } = await start({ headers: { 'x-file-name': 'staff.csv', 'x-upload-key': 'key-12345678' } });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/client/7/data-loads');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'text/csv',
      authorization: 'Bearer tok',
      'x-access-token': 'tok',
      'x-masquerade-user-id': '7',
      'x-masquerade-scheme-year': '2025',
      'x-file-name': 'staff.csv',
      'x-upload-key': 'key-12345678',
    });
    expect(sessionStorage.getItem(LAST_CALL_STORAGE_KEY)).toBe('98765');
    xhr.respond(200, { dataLoad }, { 'x-masquerade-user-id': '42' });
    await expect(promise).resolves.toEqual({ dataLoad });
    expect(useSession.getState().masqueradeUserId).toBe('42');
  });

  it('reports the bytes sent as they go out, and the whole file once sent', async () => {
    const onProgress = vi.fn();
    const { promise, xhr } = await start({ onProgress, contentType: 'application/octet-stream' });
    expect(xhr.headers['content-type']).toBe('application/octet-stream');
    xhr.progress(10, file.size);
    xhr.sent();
    expect(onProgress.mock.calls).toEqual([
      [10, file.size],
      [file.size, file.size],
    ]);
    xhr.respond(200, { dataLoad });
    await promise;
  });

  it('maps a refusal as apiCall does: the message from errors first, the field map kept', async () => {
    const { promise, xhr } = await start();
    xhr.respond(413, { error: 'Payload Too Large', message: 'The file must be smaller than 10 MB', errors: { file: 'Too big' } });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'Too big', detail: 'The file must be smaller than 10 MB', fieldErrors: { file: 'Too big' } });
  });

  it('ends the session on a 401 to a call that carried a token', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    useSession.setState({ accessToken: 'tok' });
    const { promise, xhr } = await start();
    xhr.respond(401, { error: 'Unauthorized', message: 'Session expired' });
    await expect(promise).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith('Session expired');
  });

  it('turns a network failure into status 0 and "Failed to fetch", and a success that is not JSON into a failure', async () => {
    const first = await start();
    first.xhr.fail();
    await expect(first.promise).rejects.toMatchObject({ status: 0, message: messages.generic.failedToFetch });
    const second = await start();
    second.xhr.respond(200, '<html>proxy</html>');
    await expect(second.promise).rejects.toMatchObject({ status: 200, message: messages.generic.somethingWrong });
  });

  it('aborts the request when the signal aborts, rejecting with an AbortError', async () => {
    const controller = new AbortController();
    const { promise, xhr } = await start({ signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the signal is already aborted', async () => {
    FakeXhr.last = null;
    const controller = new AbortController();
    controller.abort();
    await expect(apiUpload(endpoints.uploadDataLoad, { params: { id: 7 }, file, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeNull();
  });
});
