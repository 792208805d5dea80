import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENQUIRY_COMMENTS_ROWS, messages, ownTexts } from '@portal/contracts';
import { useSession } from '../../stores/session.ts';
import { acmeTheme, jsonResponse } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/renderApp.tsx';

const contactPage = {
  enquiryOptions: [
    { value: 'benefits', label: 'My benefits' },
    { value: 'other', label: 'Something else' },
  ],
  pageContent: { name: 'Opening hours', content: '<p>Mon to Fri, 9 to 5</p>' },
};

const api = (extra = {}) => mockApi({ 'GET /api/cms-content/contact': jsonResponse(200, contactPage), ...extra });

describe('contact us page', () => {
  it('validates on blur and asks a logged-out visitor for name and e-mail', async () => {
    const user = userEvent.setup();
    api();
    renderApp('/contact-us/');
    const subject = await screen.findByRole('combobox', { name: ownTexts.contactSubject });
    expect(screen.getByRole('textbox', { name: ownTexts.contactFirstName })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: ownTexts.contactEmail })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: ownTexts.contactComments }).getAttribute('rows')).toBe(String(ENQUIRY_COMMENTS_ROWS));
    expect(screen.getByText('Mon to Fri, 9 to 5')).toBeTruthy();

    await user.click(subject);
    await user.tab();
    await screen.findByText(messages.contact.subjectRequired);
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    const describedBy = subject.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain(messages.contact.subjectRequired);

    await user.selectOptions(subject, 'benefits');
    await user.tab();
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('false'));
  });

  it('shows the error summary on a failed submit, focused', async () => {
    const user = userEvent.setup();
    useSession.setState({ loggedIn: true });
    api();
    renderApp('/contact-us/');
    await user.click(await screen.findByRole('button', { name: ownTexts.send }));
    const summary = await screen.findByRole('alert', { name: messages.generic.correctBelow });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: messages.contact.subjectRequired })).toBeTruthy();
    // A generic message is told apart by the field it belongs to.
    expect(within(summary).getByRole('link', { name: `${ownTexts.contactComments}: ${messages.generic.required}` })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: ownTexts.contactFirstName })).toBeNull();
  });

  it('shows server field errors beside the fields and the server message in a banner', async () => {
    const user = userEvent.setup();
    useSession.setState({ loggedIn: true });
    api({
      'POST /api/contact': jsonResponse(400, {
        error: 'Bad Request',
        message: 'Your enquiry could not be accepted.',
        errors: { _message: 'Comments are too rude' },
      }),
    });
    renderApp('/contact-us/');
    await user.selectOptions(await screen.findByRole('combobox', { name: ownTexts.contactSubject }), 'other');
    await user.type(screen.getByRole('textbox', { name: ownTexts.contactComments }), 'Hello there');
    await user.click(screen.getByRole('button', { name: ownTexts.send }));

    const comments = screen.getByRole('textbox', { name: ownTexts.contactComments });
    await waitFor(() => expect(comments.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Comments are too rude').length).toBeGreaterThan(0);
    const banner = screen.getByText(ownTexts.contactSendError).closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText('Your enquiry could not be accepted.')).toBeTruthy();
  });

  it('sends the enquiry and shows the success view', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    api({
      'POST /api/contact': (init: RequestInit | undefined) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(201, { status: 'success' });
      },
    });
    renderApp('/contact-us/');
    await user.type(await screen.findByRole('textbox', { name: ownTexts.contactFirstName }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: ownTexts.contactSurname }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: ownTexts.contactEmail }), 'ada@example.test');
    await user.selectOptions(screen.getByRole('combobox', { name: ownTexts.contactSubject }), 'benefits');
    await user.type(screen.getByRole('textbox', { name: ownTexts.contactComments }), 'Question');
    await user.click(screen.getByRole('button', { name: ownTexts.send }));

    expect(await screen.findByRole('heading', { name: messages.contact.successTitle })).toBeTruthy();
    expect(screen.getByText(messages.contact.successBody)).toBeTruthy();
    expect(sent).toEqual({ firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.test', subject: 'benefits', comments: 'Question' });
    await user.click(screen.getByRole('button', { name: ownTexts.contactAgain }));
    expect(((await screen.findByRole('textbox', { name: ownTexts.contactComments })) as HTMLTextAreaElement).value).toBe('');
  });

  it('offers the support phone number when the page fails to load', async () => {
    mockApi({ 'GET /api/cms-content/contact': jsonResponse(500, { error: 'boom' }) });
    renderApp('/contact-us/');
    expect(await screen.findByText(messages.contact.loadErrorTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: ownTexts.contactCallUs(acmeTheme.benefitBrandPhoneNumber) })).toBeTruthy();
  });

  it('redirects to the app home (the login page, for a visitor) when the client has contact-us disabled', async () => {
    mockApi({}, { ...acmeTheme, contactUsEnabled: false });
    const { router } = renderApp('/contact-us/', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
