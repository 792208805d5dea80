import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { benefitScreenTexts } from '@portal/contracts';
import { jsonResponse } from '../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../test/renderApp.tsx';
import { WelcomeCarousel } from './WelcomeCarousel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the welcome carousel', () => {
  it("shows the client's own slides from the carousel call", async () => {
    answerWith((url) =>
      url.pathname === '/api/carousel' ? jsonResponse(200, { slides: [{ title: 'Hello Acme', body: 'Our own welcome' }] }) : jsonResponse(404, {}),
    );
    renderWithQuery(<WelcomeCarousel onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Hello Acme' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Slide \d/ })).toHaveLength(1);
  });

  it("shows the portal's three when the call fails", async () => {
    answerWith(() => jsonResponse(500, { error: 'Error', message: 'x' }));
    renderWithQuery(<WelcomeCarousel onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: benefitScreenTexts.carousel.slides[0].title })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Slide \d/ })).toHaveLength(3);
  });
});
