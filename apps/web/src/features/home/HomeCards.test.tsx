import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { benefitScreenTexts as t } from '@portal/contracts';
import { renderWithQuery } from '../../test/renderApp.tsx';
import { signIn } from '../../test/session.ts';
import { HomeCards } from './HomeCards.tsx';

describe('home cards', () => {
  it('show two cards’ outlines, busy and labelled, while they load (not a line of text on blank space)', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithQuery(<HomeCards enabled />);
    const status = await screen.findByText(t.home.cardsLoading);
    expect(status.getAttribute('role')).toBe('status');
    const region = status.closest('[aria-busy="true"]')!;
    expect(region.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(2);
  });
});
