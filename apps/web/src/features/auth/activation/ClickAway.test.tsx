import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ownTexts } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';

const id = 'activation-link-id-0123456789';

describe('the activation click-away message', () => {
  it('is not shown for a press beside the form before anything was entered, only once the person has started', async () => {
    const user = userEvent.setup();
    mockApi({
      [`POST /api/activation/${id}`]: jsonResponse(200, {
        status: 'ok',
        error: null,
        firstName: 'Jo',
        surname: 'Bloggs',
        email: 'jo@acme.test',
        mfaEnforced: false,
      }),
    });
    renderApp(`/activation/${id}`);
    await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Jo') });

    // Arriving and pressing elsewhere (the cookie banner, the page around the card) is not leaving an unfinished form.
    await user.click(screen.getByRole('contentinfo'));
    expect(screen.queryByText(ownTexts.activationClickAway)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: ownTexts.dobDay }), '15');
    await user.click(screen.getByRole('contentinfo'));
    expect(await screen.findByText(ownTexts.activationClickAway)).toBeTruthy();
  }, 15_000);
});
