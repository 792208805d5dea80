import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brandingTexts as t, type Branding } from '@portal/contracts';
import { jsonResponse } from '../../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../../test/renderApp.tsx';
import { BrandingTab } from './BrandingTab.tsx';
import { logoFileProblem } from './LogoUpload.tsx';

const branding: Branding = {
  clientId: 7,
  clientCode: 'acme',
  brandName: 'Acme Rewards',
  primaryColour: '001B71',
  secondaryColour: '00B5EC',
  baseFont: 'Inter',
  headerFont: 'Inter',
  supportEmail: 'help@acme.test',
  supportPhone: '',
  logoUrl: null,
  mobileLogoUrl: null,
  version: 3,
};

afterEach(() => vi.unstubAllGlobals());

const saves = (fetchMock: ReturnType<typeof answerWith>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

async function setUp(onSave: (body: Record<string, unknown>) => Response = (body) => jsonResponse(200, { ...branding, ...body, version: 4 })) {
  const fetchMock = answerWith((url, init) => {
    if (url.pathname === '/api/admin/clients/7/branding' && init?.method === 'PUT') return onSave(JSON.parse(String(init.body)));
    if (url.pathname === '/api/admin/clients/7/branding') return jsonResponse(200, branding);
    return jsonResponse(404, { error: 'Not Found', message: 'Not found' });
  });
  renderWithQuery(<BrandingTab clientId={7} />);
  const primary = await screen.findByRole('textbox', { name: t.primaryColour });
  return { fetchMock, primary, user: userEvent.setup() };
}

describe('the Branding tab', { timeout: 20_000 }, () => {
  it('previews the colours as they are typed and refuses one that text cannot be read on, without saving', async () => {
    const { fetchMock, primary, user } = await setUp();
    const header = () => screen.getByTestId('preview-header').style;
    expect(header().background).toContain('rgb(0, 27, 113)');
    expect(header().color).toBe('rgb(255, 255, 255)');
    expect(screen.getByTestId('primary-contrast').textContent).toMatch(/Contrast 1\d\.\d\d:1/);

    await user.clear(primary);
    await user.type(primary, '#7FD3F7');
    expect(header().background).toContain('rgb(127, 211, 247)');
    expect(await screen.findByText(/Text on this primary colour would be hard to read \(contrast 1\.\d\d:1/, { selector: 'span' })).toBeTruthy();
    expect(primary.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: t.save }));
    expect(saves(fetchMock)).toHaveLength(0);
  });

  it('saves readable colours with the version it opened, in the stored form', async () => {
    const { fetchMock, primary, user } = await setUp();
    await user.clear(primary);
    await user.type(primary, '#0b3d2e');
    await user.selectOptions(screen.getByRole('combobox', { name: t.baseFont }), 'Source Sans 3');
    await user.click(screen.getByRole('button', { name: t.save }));
    await screen.findByText(t.saved);
    const [, init] = saves(fetchMock)[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      brandName: 'Acme Rewards',
      primaryColour: '0B3D2E',
      secondaryColour: '00B5EC',
      baseFont: 'Source Sans 3',
      headerFont: 'Inter',
      supportEmail: 'help@acme.test',
      supportPhone: '',
      version: 3,
    });
  });

  it('shows the newer values when someone saved since it was opened', async () => {
    const newer = { ...branding, brandName: 'Saved by someone else', version: 5 };
    const { primary, user } = await setUp(() => jsonResponse(409, { error: 'Conflict', message: t.changedSinceOpened, current: newer }));
    await user.clear(primary);
    await user.type(primary, '#0B3D2E');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.changedSinceOpened)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: t.brandName }) as HTMLInputElement).value).toBe('Saved by someone else'));
    expect((primary as HTMLInputElement).value).toBe('#001B71');
  });

  it('refuses a logo of the wrong type or over 512 kB before sending it', () => {
    expect(logoFileProblem(new File(['x'], 'logo.gif', { type: 'image/gif' }))).toBe(t.logoWrongType);
    expect(logoFileProblem(new File([new Uint8Array(512 * 1024 + 1)], 'logo.png', { type: 'image/png' }))).toBe(t.logoTooLarge);
    expect(logoFileProblem(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))).toBeNull();
  });
});
