import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentAdminTexts as t, type ClientContent } from '@portal/contracts';
import { jsonResponse } from '../../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../../test/renderApp.tsx';
import { ContentTab } from './ContentTab.tsx';

const content: ClientContent = {
  clientId: 7,
  faqs: {
    version: 2,
    items: [
      { id: 11, category: 'General', question: 'What is this?', answer: '<p>Your benefits.</p>' },
      { id: 12, category: 'General', question: 'Who can join?', answer: '<p>Everyone.</p>' },
    ],
  },
  policy: { title: 'Privacy statement', html: '<p>Platform privacy</p>', revision: 0, own: false },
  terms: { title: 'Terms and conditions', html: '<p>Terms</p>', revision: 1, own: false },
  termsRevision: 1,
  enquiryOptions: { version: 1, items: [] },
  carousel: { version: 1, items: [] },
};

afterEach(() => vi.unstubAllGlobals());

function setUp(onSave: (body: { version: number; faqs: unknown[] }) => Response) {
  const fetchMock = answerWith((url, init) => {
    if (url.pathname === '/api/admin/clients/7/content/faqs' && init?.method === 'PUT') return onSave(JSON.parse(String(init.body)));
    if (url.pathname === '/api/admin/clients/7/content') return jsonResponse(200, content);
    return jsonResponse(404, { error: 'Not Found', message: 'Not found' });
  });
  renderWithQuery(<ContentTab clientId={7} />);
  return { fetchMock, user: userEvent.setup() };
}
const faqSaves = (fetchMock: ReturnType<typeof answerWith>) =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'PUT' && String(input).endsWith('/faqs'));
const faqForm = async () => screen.findByRole('form', { name: t.faqs });

describe('the FAQ editor', { timeout: 30_000 }, () => {
  it('adds, edits, reorders and deletes questions, then saves the list in its order with the version it opened', async () => {
    const { fetchMock, user } = setUp((body) =>
      jsonResponse(200, { ...content, faqs: { version: 3, items: body.faqs.map((f, i) => ({ id: 20 + i, ...(f as object) })) } }),
    );
    const form = await faqForm();
    await user.click(within(form).getByRole('button', { name: t.addFaq }));
    const third = within(form).getByRole('group', { name: t.faqLegend(3) });
    await user.type(within(third).getByLabelText(t.category), 'Money');
    await user.type(within(third).getByLabelText(t.question), 'When am I paid?');
    await user.type(within(third).getByLabelText(t.answer), 'Monthly');
    await user.click(within(form).getByRole('button', { name: t.moveUp(3) }));
    await user.click(within(form).getByRole('button', { name: t.removeFaq(1) }));
    const second = within(form).getByRole('group', { name: t.faqLegend(2) });
    await user.clear(within(second).getByLabelText(t.answer));
    await user.type(within(second).getByLabelText(t.answer), '<p>All staff.</p>');
    await user.click(within(form).getByRole('button', { name: t.saveFaqs }));
    await within(form).findByText(t.saved);
    const [, init] = faqSaves(fetchMock)[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      version: 2,
      faqs: [
        { category: 'Money', question: 'When am I paid?', answer: 'Monthly' },
        { id: 12, category: 'General', question: 'Who can join?', answer: '<p>All staff.</p>' },
      ],
    });
  });

  it('marks an empty question without sending, and puts the server’s field errors on their fields', async () => {
    const { fetchMock, user } = setUp(() =>
      jsonResponse(400, { error: 'Bad Request', message: 'Please correct', errors: { 'faqs.1.answer': 'This field is required' } }),
    );
    const form = await faqForm();
    const first = within(form).getByRole('group', { name: t.faqLegend(1) });
    await user.clear(within(first).getByLabelText(t.question));
    await user.click(within(form).getByRole('button', { name: t.saveFaqs }));
    await waitFor(() => expect(within(first).getByLabelText(t.question).getAttribute('aria-invalid')).toBe('true'));
    expect(faqSaves(fetchMock)).toHaveLength(0);

    await user.type(within(first).getByLabelText(t.question), 'What is this?');
    await user.click(within(form).getByRole('button', { name: t.saveFaqs }));
    const second = within(form).getByRole('group', { name: t.faqLegend(2) });
    await waitFor(() => expect(within(second).getByLabelText(t.answer).getAttribute('aria-invalid')).toBe('true'));
    expect(within(second).getByText('This field is required')).toBeTruthy();
  });

  it('shows the newer list when someone saved since it was opened', async () => {
    const newer = { ...content, faqs: { version: 3, items: [{ id: 30, category: 'New', question: 'Saved elsewhere?', answer: '<p>Yes</p>' }] } };
    const { user } = setUp(() => jsonResponse(409, { error: 'Conflict', message: t.changedSinceOpened, current: newer }));
    const form = await faqForm();
    await user.click(within(form).getByRole('button', { name: t.saveFaqs }));
    expect(await within(form).findByText(t.changedSinceOpened)).toBeTruthy();
    await waitFor(() => expect((within(form).getByLabelText(t.question) as HTMLInputElement).value).toBe('Saved elsewhere?'));
  });
});
