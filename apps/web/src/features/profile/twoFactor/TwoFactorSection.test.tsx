import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, ownTexts, ssoTexts } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/renderApp.tsx';
import { bodyOf, renderWithPanels } from '../../../test/renderWithPanels.tsx';
import { sam } from '../../../test/session.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';

const t = ownTexts.profile;
const SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLDNFTHS3TF';
const user = (mfaEnabled: boolean, mfaEnforced = false) => ({ ...sam, id: 5, mfaEnabled, mfaEnforced });

async function typeCode(dialog: ReturnType<typeof within>, code: string) {
  const boxes = await dialog.findAllByRole('textbox', { name: /Digit \d of 6/ });
  code.split('').forEach((digit, i) => fireEvent.change(boxes[i]!, { target: { value: digit } }));
}

describe('two-factor settings', () => {
  it('enables: QR panel, a temporary check with Next, then Verify completes and the section says so', { timeout: 15_000 }, async () => {
    let enabled = false;
    const fetchMock = mockApi({
      'GET /api/user': () => jsonResponse(200, user(enabled)),
      'POST /api/v2/user/5/mfa': jsonResponse(200, { secret: SECRET, url: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' }),
      'POST /api/v2/user/5/mfa/validate': (init) => {
        const complete = (bodyOf(init) as { type: string }).type === 'complete';
        enabled = complete;
        return jsonResponse(200, { valid: true, enabled: complete });
      },
    });
    renderWithPanels(<TwoFactorSection id="two-factor" />);
    expect(await screen.findByText(t.twoFactorOff)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.disable })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.enable })));

    const qr = within(await screen.findByRole('dialog', { name: ownTexts.qrSetupTitle }));
    expect((await qr.findByRole('img', { name: ownTexts.qrAlt })).getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(qr.getByText('KRSX G5CT MVRX EZLU KN2X AZLD NFTH S3TF')).toBeTruthy();
    fireEvent.click(qr.getByRole('button', { name: messages.login.next }));

    const code = within(await screen.findByRole('dialog', { name: messages.twoFactor.enableTitle }));
    await code.findByText(ownTexts.codeSetupFirst);
    await act(async () => fireEvent.click(code.getByRole('button', { name: messages.login.next })));
    expect(code.getAllByText(ownTexts.mfaCodeRequired).length).toBeGreaterThan(1);
    await typeCode(code, '123456');
    await act(async () => fireEvent.click(code.getByRole('button', { name: messages.login.next })));
    await code.findByText(ownTexts.codeSetupSecond);
    await typeCode(code, '654321');
    await act(async () => fireEvent.click(code.getByRole('button', { name: ownTexts.verify })));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(ownTexts.mfaEnabled)).toBeTruthy();
    expect(await screen.findByText(t.twoFactorOn)).toBeTruthy();
    const validations = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/mfa/validate')).map(([, init]) => bodyOf(init));
    expect(validations).toEqual([
      { code: '123456', secret: SECRET, type: 'temporary' },
      { code: '654321', secret: SECRET, type: 'complete' },
    ]);
  });

  it("shows the server's message when a code is refused", async () => {
    mockApi({
      'GET /api/user': jsonResponse(200, user(false)),
      'POST /api/v2/user/5/mfa': jsonResponse(200, { secret: SECRET, url: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' }),
      'POST /api/v2/user/5/mfa/validate': jsonResponse(400, {
        error: 'Bad Request',
        message: messages.generic.correctHighlighted,
        errors: { code: ownTexts.mfaInvalidCode },
      }),
    });
    renderWithPanels(<TwoFactorSection id="two-factor" />);
    const enable = await screen.findByRole('button', { name: t.enable });
    await act(async () => fireEvent.click(enable));
    const qr = within(await screen.findByRole('dialog', { name: ownTexts.qrSetupTitle }));
    fireEvent.click(await qr.findByRole('button', { name: messages.login.next }));
    const code = within(await screen.findByRole('dialog', { name: messages.twoFactor.enableTitle }));
    await typeCode(code, '000000');
    await act(async () => fireEvent.click(code.getByRole('button', { name: messages.login.next })));
    expect(await code.findByText(ownTexts.mfaInvalidCode)).toBeTruthy();
  });

  it('disables with a required reason and the current password', async () => {
    let enabled = true;
    const fetchMock = mockApi({
      'GET /api/user': () => jsonResponse(200, user(enabled)),
      'GET /api/user/trusted-devices': () => jsonResponse(200, { devices: [] }),
      'DELETE /api/v2/user/5/mfa': (init) => {
        if ((bodyOf(init) as { password?: string }).password !== 'right-password') {
          return jsonResponse(400, { error: 'Bad Request', message: ssoTexts.passwordWrong, errors: { password: ssoTexts.passwordWrong } });
        }
        enabled = false;
        return jsonResponse(200, { enabled: false });
      },
    });
    renderWithPanels(<TwoFactorSection id="two-factor" />);
    const open = await screen.findByRole('button', { name: t.disable });
    await act(async () => fireEvent.click(open));
    const dialog = within(await screen.findByRole('dialog', { name: t.disableTitle }));
    const submit = await dialog.findByRole('button', { name: t.disable });
    await act(async () => fireEvent.click(submit));
    // Summary and field, for the reason and for the missing password or code.
    expect(dialog.getAllByText(messages.twoFactor.disableReason)).toHaveLength(2);
    expect(dialog.getAllByText(ownTexts.mfaDisableProofRequired)).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.change(dialog.getByLabelText(t.disableReason), { target: { value: 'New phone' } });
    fireEvent.change(dialog.getByLabelText(t.disablePassword), { target: { value: 'wrong-password' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: t.disable })));
    expect((await dialog.findAllByText(ssoTexts.passwordWrong)).length).toBeGreaterThan(0);

    fireEvent.change(dialog.getByLabelText(t.disablePassword), { target: { value: 'right-password' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: t.disable })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(t.mfaDisabled)).toBeTruthy();
    expect(await screen.findByText(t.twoFactorOff)).toBeTruthy();
    const calls = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([, init]) => bodyOf(init));
    expect(calls).toEqual([
      { reason: 'New phone', password: 'wrong-password' },
      { reason: 'New phone', password: 'right-password' },
    ]);
  });

  it('disables with a code from the app instead of the password', async () => {
    let enabled = true;
    const fetchMock = mockApi({
      'GET /api/user': () => jsonResponse(200, user(enabled)),
      'GET /api/user/trusted-devices': () => jsonResponse(200, { devices: [] }),
      'DELETE /api/v2/user/5/mfa': () => {
        enabled = false;
        return jsonResponse(200, { enabled: false });
      },
    });
    renderWithPanels(<TwoFactorSection id="two-factor" />);
    const open = await screen.findByRole('button', { name: t.disable });
    await act(async () => fireEvent.click(open));
    const dialog = within(await screen.findByRole('dialog', { name: t.disableTitle }));
    fireEvent.change(await dialog.findByLabelText(t.disableReason), { target: { value: 'New phone' } });
    fireEvent.change(dialog.getByLabelText(t.disableCode), { target: { value: '123456' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: t.disable })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(t.twoFactorOff)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(bodyOf(call?.[1])).toEqual({ reason: 'New phone', code: '123456' });
  });

  it('lists the trusted browsers while two-factor is on, and forgets one', async () => {
    let devices = [
      {
        id: 7,
        label: 'Chrome on Linux',
        createdAt: '2026-03-02T10:00:00Z',
        lastUsedAt: '2026-03-04T10:00:00Z',
        expiresAt: '2026-04-01T10:00:00Z',
        current: true,
      },
      {
        id: 9,
        label: 'Safari on iOS',
        createdAt: '2026-02-20T10:00:00Z',
        lastUsedAt: '2026-02-21T10:00:00Z',
        expiresAt: '2026-03-22T10:00:00Z',
        current: false,
      },
    ];
    const fetchMock = mockApi({
      'GET /api/user': () => jsonResponse(200, user(true)),
      'GET /api/user/trusted-devices': () => jsonResponse(200, { devices }),
      'DELETE /api/user/trusted-devices/7': () => {
        devices = devices.filter((d) => d.id !== 7);
        return jsonResponse(200, { forgotten: true });
      },
    });
    renderWithPanels(<TwoFactorSection id="two-factor" />);
    const list = within(await screen.findByRole('region', { name: t.trustedDevicesTitle }));
    const chrome = within((await list.findByRole('heading', { name: /Chrome on Linux/ })).closest('li')!);
    expect(chrome.getByText(t.thisBrowser)).toBeTruthy();
    expect(chrome.getByText('2 March 2026')).toBeTruthy();
    expect(list.getAllByRole('listitem')).toHaveLength(2);

    await act(async () =>
      fireEvent.click(chrome.getByRole('button', { name: `${t.forgetDevice} ${t.forgetDeviceContext('Chrome on Linux', '2 March 2026')}` })),
    );
    expect(await list.findByText(t.deviceForgotten)).toBeTruthy();
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    expect(list.queryByText(t.thisBrowser)).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/user/trusted-devices/7') && init?.method === 'DELETE')).toBe(true);
  });

  it('says when no browser is trusted, and lists none while two-factor is off', async () => {
    mockApi({ 'GET /api/user': jsonResponse(200, user(true)), 'GET /api/user/trusted-devices': jsonResponse(200, { devices: [] }) });
    const view = renderWithPanels(<TwoFactorSection id="two-factor" />);
    expect(await screen.findByText(t.noTrustedDevices)).toBeTruthy();
    view.unmount();
    mockApi({ 'GET /api/user': jsonResponse(200, user(false)) });
    renderWithPanels(<TwoFactorSection id="two-factor" />);
    expect(await screen.findByText(t.twoFactorOff)).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.trustedDevicesTitle })).toBeNull();
  });

  it('offers no Disable when the client enforces two-factor, and says why', async () => {
    mockApi({ 'GET /api/user': jsonResponse(200, user(true, true)) });
    renderWithPanels(<TwoFactorSection id="two-factor" />);
    expect(await screen.findByText(ownTexts.mfaEnforced)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.disable })).toBeNull();
    expect(screen.queryByRole('button', { name: t.enable })).toBeNull();
  });
});
