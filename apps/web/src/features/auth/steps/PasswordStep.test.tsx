import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PASSWORD_CHECK_DEBOUNCE_MS, messages, ownTexts } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { PasswordStep } from './PasswordStep.tsx';

const checks = (met: boolean) =>
  Object.entries(messages.password.rules).map(([flag, name]) => ({ flag: Number(flag), name, status: met || flag === '1' }));

function setup() {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const { password } = JSON.parse(String(init?.body)) as { password: string };
    return jsonResponse(200, { data: { checks: checks(password === 'Long-Enough-Pass-2026!') } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const onSubmit = vi.fn(async () => null);
  render(<PasswordStep id="pw" token="reset-token" onCancel={() => {}} onSubmit={onSubmit} />);
  const box = screen.getByLabelText(ownTexts.newPasswordLabel);
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  return { fetchMock, onSubmit, type };
}

describe('password rules checklist', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the server once, 500 ms after the last keystroke, with the link token', async () => {
    vi.useFakeTimers();
    const { fetchMock, type } = setup();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    type('L');
    type('Lo');
    type('Long');
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_CHECK_DEBOUNCE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ password: 'Long', token: 'reset-token' });
    expect(screen.getByText(messages.password.rules[1]!).parentElement?.textContent).toContain(ownTexts.ruleMet);
    expect(screen.getByText(messages.password.rules[16]!).parentElement?.textContent).toContain(ownTexts.ruleNotMet);
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
  });

  it('refuses to go on until every rule is met, then submits', async () => {
    vi.useFakeTimers();
    const { onSubmit, type } = setup();
    type('Long');
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_CHECK_DEBOUNCE_MS));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.login.next })));
    expect(screen.getByText(messages.password.meetRequirements)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type('Long-Enough-Pass-2026!');
    // An answer about an earlier password never counts for the new one.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.login.next })));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_CHECK_DEBOUNCE_MS));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.login.next })));
    expect(onSubmit).toHaveBeenCalledWith('Long-Enough-Pass-2026!');
  });
});
