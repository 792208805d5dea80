import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { formatDateTime, messages, ownTexts } from '@portal/contracts';
import { jsonResponse } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/renderApp.tsx';
import { signIn } from '../../test/session.ts';
import { previewDocument } from './previewDocument.ts';

const mail = {
  id: 1,
  to: 'sam@acme.test',
  subject: 'Reset your password',
  text: 'Go',
  html: '<!doctype html><html lang="en"><body><a href="http://acme.localhost:3000/reset-password?token=t">Reset</a></body></html>',
  createdAt: '2026-01-02T10:00:00Z',
};

describe('dev mailbox page', () => {
  it('sends a visitor to the login page without asking the server', async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp('/dev/mailbox');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/dev/mailbox'))).toBe(false);
  });

  it('tells someone who is not a platform administrator why they cannot read it', async () => {
    signIn();
    mockApi({ 'GET /api/dev/mailbox': jsonResponse(403, { error: 'Forbidden', message: messages.accessDenied }) });
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: messages.accessDenied })).toBeTruthy();
    expect(screen.getByText(ownTexts.mailboxAdminsOnly)).toBeTruthy();
  });

  it('shows an administrator the e-mails, their links opening in a new tab out of a script-free frame', async () => {
    signIn();
    mockApi({ 'GET /api/dev/mailbox': jsonResponse(200, { messages: [mail] }) });
    renderApp('/dev/mailbox');
    const frame = await screen.findByTitle(ownTexts.mailboxPreviewTitle(mail.subject));
    expect(frame.getAttribute('srcdoc')).toContain('<base target="_blank">');
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
  });
});

describe('dev mailbox dates (issue 26 item 9)', () => {
  it('shows when each e-mail was sent the UK way, on the UK clock, with the moment itself for machines', async () => {
    signIn();
    const summer = { ...mail, id: 2, subject: 'Summer', createdAt: '2026-07-02T10:05:00Z' };
    mockApi({ 'GET /api/dev/mailbox': jsonResponse(200, { messages: [mail, summer] }) });
    renderApp('/dev/mailbox');
    // The shared formatter (contracts' formatDateTime): British day-month-year, and British Summer Time in July.
    const winter = await screen.findByText(formatDateTime(mail.createdAt));
    expect(winter.textContent).toBe('2 Jan 2026, 10:00');
    expect(winter.getAttribute('datetime')).toBe(mail.createdAt);
    expect(screen.getByText('2 Jul 2026, 11:05')).toBeTruthy();
  });
});

describe('previewDocument', () => {
  it('puts the base where the parser takes it: after the doctype and the opening tags', () => {
    expect(previewDocument('<!doctype html><html lang="en"><body>x</body></html>')).toBe(
      '<!doctype html><html lang="en"><base target="_blank"><body>x</body></html>',
    );
    expect(previewDocument('<html><head><title>t</title></head></html>')).toBe('<html><head><base target="_blank"><title>t</title></head></html>');
    expect(previewDocument('<p>x</p>')).toBe('<base target="_blank"><p>x</p>');
  });
});
