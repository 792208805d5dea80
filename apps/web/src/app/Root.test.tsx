import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../config/paths.ts';
import { acmeTheme } from '../test/fixtures.ts';
import { mockApi } from '../test/renderApp.tsx';
import { loadApp } from './loadApp.ts';
import { Root } from './Root.tsx';

// The real app, counted: the first login page must not need it until the person moves.
vi.mock('./loadApp.ts', async (original) => {
  const real = await original<typeof import('./loadApp.ts')>();
  return { loadApp: vi.fn(real.loadApp) };
});

const served = { theme: acmeTheme, servedAt: Date.now() };

function visit(path: string) {
  window.history.replaceState(null, '', path);
  mockApi({});
  return render(<Root bootedTheme={served} />);
}

describe('the first page of a visit', () => {
  beforeEach(() => vi.mocked(loadApp).mockClear());

  it('is the login page without the app, which starts loading at the first touch or key', async () => {
    visit(paths.login);
    expect(await screen.findByRole('heading', { level: 1, name: acmeTheme.benefitBrandName })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: ownTexts.emailLabel })).toBeTruthy();
    expect(loadApp).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('textbox', { name: ownTexts.emailLabel }));
    expect(loadApp).toHaveBeenCalled();
  });

  it('hands over to the app on a link, at the link’s address, with the page it names', async () => {
    visit(paths.login);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: messages.login.forgotten }));

    expect(window.location.pathname).toBe(paths.forgottenPassword);
    expect(await screen.findByRole('heading', { level: 1, name: ownTexts.forgottenTitle })).toBeTruthy();
    // Back on the login page, the app shows it (the first page does not come back).
    window.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: acmeTheme.benefitBrandName })).toBeTruthy();
  });

  it('is the app itself on any other address', async () => {
    visit(paths.forgottenPassword);
    expect(await screen.findByRole('heading', { level: 1, name: ownTexts.forgottenTitle })).toBeTruthy();
  });
});
