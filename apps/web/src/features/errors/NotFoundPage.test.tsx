import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@portal/contracts';
import { useSession } from '../../stores/session.ts';
import { mockApi, renderApp } from '../../test/renderApp.tsx';

describe('404 page', () => {
  it('shows the spec texts and a way back to the login page', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: messages.notFound.title })).toBeTruthy();
    expect(screen.getByText(messages.notFound.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.notFound.button }).getAttribute('href')).toBe('/');
  });

  it('leads to the app home page when logged in', async () => {
    useSession.setState({ loggedIn: true });
    mockApi({});
    renderApp('/missing');
    const link = await screen.findByRole('link', { name: messages.notFound.button });
    expect(link.getAttribute('href')).toBe('/app/home/');
  });
});
