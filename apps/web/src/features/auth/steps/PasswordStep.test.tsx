import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PASSWORD_CHECK_DEBOUNCE_MS, PASSWORD_RULES, messages, ownTexts } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { PasswordStep, type PasswordRefusal } from './PasswordStep.tsx';

const checks = (met: boolean) => Object.entries(messages.password.rules).map(([flag, name]) => ({ flag: Number(flag), name, status: met || flag === '1' }));

function setup(onSubmitAnswer: PasswordRefusal | null = null) {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const { password } = JSON.parse(String(init?.body)) as { password: string };
    return jsonResponse(200, { data: { checks: checks(password === 'Long-Enough-Pass-2026!') } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const onSubmit = vi.fn(async () => onSubmitAnswer);
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

  it('refuses to go on until every rule is met, then submits on the first click', async () => {
    vi.useFakeTimers();
    const { onSubmit, type } = setup();
    type('Long');
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_CHECK_DEBOUNCE_MS));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.login.next })));
    expect(screen.getByText(messages.password.meetRequirements)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type('Long-Enough-Pass-2026!');
    // Clicked before the debounced check has judged it (issue 37 item 11): an answer about an earlier password never
    // counts for the new one, so the new one is judged at once, and a valid one goes through on the first click.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.login.next })));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('Long-Enough-Pass-2026!');
  });

  it('shows rule 512 met while typing, and refused once the submit refuses a previous password', async () => {
    vi.useFakeTimers();
    const refused = checks(true).map((check) => ({ ...check, status: check.flag !== PASSWORD_RULES.notPrevious }));
    const { onSubmit, type } = setup({ fieldError: messages.password.meetRequirements, checks: refused });
    const rule512 = () => screen.getByText(messages.password.rules[PASSWORD_RULES.notPrevious]!).parentElement?.textContent;
    type('Long-Enough-Pass-2026!');
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_CHECK_DEBOUNCE_MS));
    expect(rule512()).toContain(ownTexts.ruleMet);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.login.next })));
    expect(onSubmit).toHaveBeenCalledWith('Long-Enough-Pass-2026!');
    expect(rule512()).toContain(ownTexts.ruleNotMet);
    expect(screen.getByText(messages.password.meetRequirements)).toBeTruthy();
  });
});
