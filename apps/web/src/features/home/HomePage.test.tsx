import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { benefitScreenTexts as t, type HomeBanner, type HomeCard } from '@portal/contracts';
import { answerWith, renderWithQuery } from '../../test/renderApp.tsx';
import { jsonResponse } from '../../test/fixtures.ts';
import { sam, signIn } from '../../test/session.ts';
import { HomePage } from './HomePage.tsx';

const card: HomeCard = { id: 'choose', type: 'choose-benefits', title: 'Choose your benefits', body: 'You have 4 to choose.', value: '4', link: null };
const banner: HomeBanner = { id: 'window', tone: 'info', title: 'Your selection window is open', body: 'Until 30 November.', link: null };

describe('home page', () => {
  it('keeps the cards outlined until the banners above them are known, so the cards never move down (layout shift)', async () => {
    signIn({ user: { ...sam, preferredName: null, impersonation: null } });
    let answerBanners: (response: Response) => void = () => undefined;
    answerWith((url) => {
      if (url.pathname === '/api/user/home-page-cards') return jsonResponse(200, [card]);
      if (url.pathname === '/api/user/home-page-banner') return new Promise<Response>((resolve) => (answerBanners = resolve));
      return new Promise<Response>(() => undefined);
    });
    renderWithQuery(<HomePage />, '/app/home/');

    expect(await screen.findByText(t.home.cardsLoading)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(card.title)).toBeNull();

    answerBanners(jsonResponse(200, [banner]));
    expect(await screen.findByText(banner.title)).toBeTruthy();
    expect(await screen.findByText(card.title)).toBeTruthy();
    // The banner comes first in the page, above the cards.
    const [bannerNode, cardNode] = [screen.getByText(banner.title), screen.getByText(card.title)];
    expect(bannerNode.compareDocumentPosition(cardNode) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
