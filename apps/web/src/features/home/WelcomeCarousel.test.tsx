import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { benefitScreenTexts } from '@portal/contracts';
import { jsonResponse } from '../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../test/renderApp.tsx';
import { WelcomeCarousel } from './WelcomeCarousel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the welcome carousel', () => {
  it("shows the client's own slides from the carousel call", async () => {
    answerWith((url) =>
      url.pathname === '/api/carousel'
        ? jsonResponse(200, { enabled: true, slides: [{ title: 'Hello Acme', body: 'Our own welcome' }] })
        : jsonResponse(404, {}),
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

  it("shows nothing, not even the portal's three for a moment, when the client turned it off (issue 27 §2 Features)", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = answerWith(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = renderWithQuery(<WelcomeCarousel onClose={() => undefined} />);
    // Nothing while the call is out: the slides may be off.
    expect(container.innerHTML).toBe('');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(jsonResponse(200, { enabled: false, slides: [] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
