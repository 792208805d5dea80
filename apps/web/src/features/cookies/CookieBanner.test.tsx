import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ownTexts, PERSIST_KEY } from '@portal/contracts';
import { useCookieStore } from '../../stores/cookies.ts';
import { useSession } from '../../stores/session.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/renderApp.tsx';

const banner = () => screen.queryByRole('region', { name: ownTexts.cookieBannerLabel });

describe('cookie banner', () => {
  it('hides once cookies are accepted and remembers it', async () => {
    mockApi({});
    renderApp('/');
    const region = await screen.findByRole('region', { name: ownTexts.cookieBannerLabel });
    expect(within(region).getByText(ownTexts.cookieBanner)).toBeTruthy();

    await userEvent.click(within(region).getByRole('button', { name: messages.cookies.accept }));
    expect(banner()).toBeNull();
    expect(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}').state.cookie.cookiesAccepted).toBe(true);
  });

  it('opens the cookie settings, where the video switch flips the setting and save accepts', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: messages.cookies.manage }));

    const dialog = await screen.findByRole('dialog', { name: messages.cookies.settingsTitle });
    expect(await within(dialog).findByRole('button', { name: messages.cookies.essential })).toBeTruthy();
    expect(within(dialog).getByText(messages.cookies.alwaysEnabled)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: messages.cookies.video }));

    const toggle = await within(dialog).findByRole('switch', { name: messages.cookies.enabled });
    await user.click(toggle);
    // Only saving keeps the switch's new position.
    expect(useCookieStore.getState().cookie.nonNecessaryCookiesEnabled).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: ownTexts.saveCookieSettings }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useCookieStore.getState().cookie.nonNecessaryCookiesEnabled).toBe(false);
    expect(useCookieStore.getState().cookie.cookiesAccepted).toBe(true);
    expect(banner()).toBeNull();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('MAIN'));
  });

  it('opens again from the footer once accepted; Escape and Cancel keep the saved choice', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: messages.cookies.accept }));
    expect(document.activeElement?.tagName).toBe('MAIN');

    const footer = screen.getByRole('contentinfo');
    for (const leave of ['{Escape}', ownTexts.cancel]) {
      await user.click(within(footer).getByRole('button', { name: ownTexts.footerCookieSettings }));
      const dialog = await screen.findByRole('dialog', { name: messages.cookies.settingsTitle });
      await user.click(within(dialog).getByRole('button', { name: messages.cookies.video }));
      await user.click(await within(dialog).findByRole('switch', { name: messages.cookies.enabled }));
      if (leave === '{Escape}') await user.keyboard(leave);
      else await user.click(within(dialog).getByRole('button', { name: leave }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(useCookieStore.getState().cookie.nonNecessaryCookiesEnabled).toBe(true);
    }
  });

  it('is not shown on the cookie policy page', async () => {
    mockApi({
      'GET /api/policies/our-cookie-policy': jsonResponse(200, { type: 'cookie', title: 'x', content: '<p>Crumbs</p>', revision: 1, updatedAt: '2025-01-01' }),
    });
    renderApp('/cookie-policy/');
    await screen.findByText('Crumbs');
    expect(banner()).toBeNull();
  });

  it('is not shown while masquerading', async () => {
    useSession.setState({ masquerade: { userId: '1', schemeYear: '2025' } });
    mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).toBeNull();
  });
});
