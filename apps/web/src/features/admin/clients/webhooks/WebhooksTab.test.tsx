import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webhookTexts as t, type ClientDetail, type WebhookDeliveryView, type WebhookEndpointView } from '@portal/contracts';
import { ModalHost, useModals } from '../../../../ui/Modal/index.ts';
import { jsonResponse } from '../../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../../test/renderApp.tsx';
import { webhookModals } from './modals.ts';
import { WebhooksTab } from './WebhooksTab.tsx';

const client = { id: 7, name: 'Vandelay Industries', code: 'vandelay', status: 'draft', settingsVersion: 3 } as ClientDetail;
const BASE = '/api/admin/clients/7/webhooks';
const SECRET = `whsec_${'A'.repeat(43)}=`;
const endpoint: WebhookEndpointView = {
  id: 3,
  url: 'https://hr.vandelay.test/hooks',
  description: 'HR system',
  events: ['selection.approved', 'employee.left'],
  enabled: true,
  createdAt: '2026-12-01T09:00:00.000Z',
  previousSecretUntil: null,
};
const failed: WebhookDeliveryView = {
  id: 11,
  messageId: 'msg_abc',
  eventType: 'selection.approved',
  status: 'failed',
  attempts: 8,
  lastStatusCode: 500,
  lastError: 'The address answered with HTTP 500',
  lastAttemptAt: '2026-12-02T09:00:00.000Z',
  deliveredAt: null,
  createdAt: '2026-12-01T09:00:00.000Z',
};

beforeAll(async () => {
  await import('./WebhookSecretModal.tsx');
}, 30_000);

afterEach(() => {
  act(() => useModals.setState({ current: null, closing: false }));
  vi.unstubAllGlobals();
});

async function setUp(list: WebhookEndpointView[]) {
  let endpoints = list;
  const fetchMock = answerWith((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.pathname === BASE && method === 'GET') return jsonResponse(200, { endpoints });
    if (url.pathname === BASE && method === 'POST') {
      if (String(body.url).startsWith('http://')) return jsonResponse(400, { error: 'Bad Request', message: 'Check', errors: { url: t.errors.httpsOnly } });
      const made = { ...endpoint, id: 4, url: String(body.url), description: String(body.description), events: body.events as string[] };
      endpoints = [...endpoints, made];
      return jsonResponse(200, { endpoint: made, secret: SECRET });
    }
    if (url.pathname === `${BASE}/3/deliveries`) return jsonResponse(200, { deliveries: [failed] });
    if (url.pathname === `${BASE}/3/deliveries/11/resend`) return jsonResponse(200, { ...failed, status: 'pending' });
    return jsonResponse(404, { error: 'Not Found', message: 'Not found' });
  });
  renderWithQuery(
    <>
      <WebhooksTab client={client} />
      <ModalHost registry={webhookModals} />
    </>,
  );
  await screen.findByRole('heading', { name: t.title });
  const sent = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([input, init]) => [String(input), init?.body ? JSON.parse(String(init.body)) : null]);
  return { sent, user: userEvent.setup() };
}

describe('the Webhooks tab', { timeout: 20_000 }, () => {
  it('adds an endpoint with its events, shows the server’s refusal on the address, then the secret once', async () => {
    const { sent, user } = await setUp([]);
    expect(await screen.findByText(t.list.none)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.add.button }));
    expect((await screen.findAllByText(t.errors.eventsRequired)).length).toBeGreaterThan(0);
    expect(sent('POST')).toEqual([]);
    await user.type(screen.getByLabelText(t.add.url.label), 'http://hr.vandelay.test/hooks');
    await user.click(screen.getByRole('checkbox', { name: t.events['selection.approved'] }));
    await user.click(screen.getByRole('button', { name: t.add.button }));
    expect((await screen.findAllByText(t.errors.httpsOnly)).length).toBeGreaterThan(0);
    // The error summary takes the focus as it appears (GOV.UK): type only once it has.
    await waitFor(() => expect(document.activeElement?.closest('[class*="summary"]')).not.toBeNull());
    await user.clear(screen.getByLabelText(t.add.url.label));
    await user.type(screen.getByLabelText(t.add.url.label), 'https://hr.vandelay.test/hooks');
    expect(document.activeElement?.id).toBe('webhook-url');
    await user.type(screen.getByLabelText(t.add.description.label), 'HR system');
    await user.click(screen.getByRole('checkbox', { name: t.events['employee.left'] }));
    await user.click(screen.getByRole('button', { name: t.add.button }));
    const dialog = await screen.findByRole('dialog', { name: t.secret.heading });
    expect(((await within(dialog).findByLabelText(t.secret.label, {}, { timeout: 5000 })) as HTMLInputElement).value).toBe(SECRET);
    expect(sent('POST').at(-1)).toEqual([
      expect.stringContaining(BASE),
      { url: 'https://hr.vandelay.test/hooks', description: 'HR system', events: ['selection.approved', 'employee.left'] },
    ]);
    await user.click(within(dialog).getByRole('button', { name: t.secret.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The secret is nowhere on the page once the dialog is closed.
    expect(document.body.textContent).not.toContain(SECRET);
    expect(await screen.findByText('https://hr.vandelay.test/hooks')).toBeTruthy();
  });

  it('opens an endpoint’s delivery log and sends a failed delivery again', async () => {
    const { sent, user } = await setUp([endpoint]);
    await user.click(await screen.findByRole('button', { name: t.actions.labelled(t.actions.log, endpoint.url) }));
    const log = await screen.findByRole('table', { name: t.log.caption(endpoint.url) });
    expect(within(log).getByText('The address answered with HTTP 500')).toBeTruthy();
    expect(within(log).getByText(t.log.statuses.failed)).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: /^Send again/ }));
    expect(await screen.findByText(t.log.sent)).toBeTruthy();
    expect(sent('POST').map(([url]) => new URL(url!, 'http://localhost').pathname)).toEqual([`${BASE}/3/deliveries/11/resend`]);
  });

  it('says until when the secret before the last rotation still signs, and nothing once it no longer does', async () => {
    await setUp([
      { ...endpoint, previousSecretUntil: '2026-12-08T14:30:00.000Z' },
      { ...endpoint, id: 5, url: 'https://payroll.vandelay.test/hooks' },
    ]);
    expect(await screen.findByText(t.list.previousSecret('8 Dec 2026 at 14:30'))).toBeTruthy();
    expect(screen.getAllByText(/previous secret/)).toHaveLength(1);
  });
});
