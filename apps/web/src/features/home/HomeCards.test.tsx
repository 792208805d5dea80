import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { benefitScreenTexts as t } from '@portal/contracts';
import { useSession } from '../../stores/session.ts';
import { HomeCards } from './HomeCards.tsx';

describe('home cards', () => {
  it('show two cards’ outlines, busy and labelled, while they load (not a line of text on blank space)', async () => {
    useSession.setState({ loggedIn: true, accessToken: 'token', refreshToken: 'refresh', tokenExpiresAt: Date.now() + 600_000 });
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <HomeCards enabled />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const status = await screen.findByText(t.home.cardsLoading);
    expect(status.getAttribute('role')).toBe('status');
    const region = status.closest('[aria-busy="true"]')!;
    expect(region.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(2);
  });
});
