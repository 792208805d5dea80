import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPTCHA_FRAME_REMOVAL_DELAY_MS, messages, ownTexts } from '@portal/contracts';
import { useCookieStore } from '../../../stores/cookies.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import Captcha from './Captcha.tsx';
import type { Grecaptcha } from './loadRecaptcha.ts';
import { ReCaptcha } from './ReCaptcha.tsx';

// ALTCHA's widget needs web workers: registering it is played here, its element stays a plain one.
vi.mock('./loadAltcha.ts', () => ({ loadAltcha: () => Promise.resolve() }));

type RenderParameters = Parameters<Grecaptcha['render']>[1];

/**
 * A stand-in for Google's `grecaptcha`: each widget is a labelled checkbox whose tick hands the callback a token of its
 * own (`token-0`, `token-1`, …), as Google's widget hands out a new token each time.
 */
function fakeGrecaptcha() {
  const widgets: { container: HTMLElement; parameters: RenderParameters; box: HTMLInputElement }[] = [];
  const grecaptcha = {
    render: vi.fn((container: HTMLElement, parameters: RenderParameters) => {
      const widgetId = widgets.length;
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.id = `fake-recaptcha-${widgetId}`;
      box.addEventListener('change', () => box.checked && parameters.callback(`token-${widgetId}`));
      const label = document.createElement('label');
      label.htmlFor = box.id;
      label.textContent = "I'm not a robot";
      container.append(box, label);
      widgets.push({ container, parameters, box });
      return widgetId;
    }),
    reset: vi.fn(),
    getResponse: vi.fn(() => ''),
  } satisfies Grecaptcha;
  return { grecaptcha, widgets };
}

let scriptCount = 0;
/** A script address of its own for each test: the loader keeps one load per address for the page's life. */
const newScriptUrl = () => `https://recaptcha.test/${++scriptCount}/recaptcha/api.js`;
const recaptchaAnswer = (scriptUrl: string) => jsonResponse(200, { provider: 'recaptcha', challenge: null, siteKey: 'site-key-web', scriptUrl });

const scriptsOf = (scriptUrl: string) =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src.startsWith(scriptUrl)) as HTMLScriptElement[];

/** Waits for the page to ask for Google's script, checks it asks for explicit rendering, and plays its load. */
async function loadScript(scriptUrl: string, grecaptcha: Grecaptcha) {
  await waitFor(() => expect(scriptsOf(scriptUrl)).toHaveLength(1));
  const src = new URL(scriptsOf(scriptUrl)[0]!.src);
  expect(src.searchParams.get('render')).toBe('explicit');
  const onload = src.searchParams.get('onload')!;
  const globals = window as unknown as Record<string, () => void>;
  expect(typeof globals[onload]).toBe('function');
  window.grecaptcha = grecaptcha;
  act(() => globals[onload]!());
}

/** Plays the script failing to load (blocked, offline). */
async function failScript(scriptUrl: string) {
  await waitFor(() => expect(scriptsOf(scriptUrl)).toHaveLength(1));
  act(() => {
    scriptsOf(scriptUrl)[0]!.dispatchEvent(new Event('error'));
  });
}

const robotCheck = () => screen.getByRole('group', { name: ownTexts.captchaLabel });
const loginBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/login').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

afterEach(() => {
  delete window.grecaptcha;
  for (const script of document.head.querySelectorAll('script')) script.remove();
  vi.useRealTimers();
});

describe('the robot check with CAPTCHA_PROVIDER=recaptcha', () => {
  it('shows Google’s widget with the site key after a failed login, sends its token, and starts afresh after another failure', async () => {
    const user = userEvent.setup();
    useCookieStore.getState().acceptCookies();
    const scriptUrl = newScriptUrl();
    const wrongPassword = jsonResponse(401, {
      error: 'Unauthorized',
      message: messages.login.tryAgain,
      showRecaptcha: true,
      errors: { email: messages.login.tryAgain, password: messages.login.tryAgain },
    });
    const fetchMock = mockApi({
      'POST /api/login/url': jsonResponse(200, { hasSSO: false, url: null }),
      'POST /api/login': wrongPassword,
      'GET /api/captcha': recaptchaAnswer(scriptUrl),
    });
    const { grecaptcha, widgets } = fakeGrecaptcha();
    renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: ownTexts.emailLabel }), 'sam@acme.test');
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    await user.type(await screen.findByLabelText(ownTexts.passwordLabel), 'wrong password');
    await user.click(screen.getByRole('button', { name: messages.login.login }));

    // While Google's script loads, the check says so (never "something has gone wrong").
    expect(await within(await screen.findByRole('group', { name: ownTexts.captchaLabel })).findByText(ownTexts.captchaLoading)).toBeTruthy();
    await loadScript(scriptUrl, grecaptcha);
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(1));
    expect(widgets[0]!.parameters.sitekey).toBe('site-key-web');
    expect(robotCheck().contains(widgets[0]!.container)).toBe(true);
    expect(within(robotCheck()).queryByText(ownTexts.captchaLoading)).toBeNull();
    expect(screen.queryByText(messages.generic.somethingWrong)).toBeNull();

    // Unticked, no attempt is made.
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    expect(await screen.findByText(messages.login.robot)).toBeTruthy();
    expect(loginBodies(fetchMock)).toHaveLength(1);

    // Ticked (with the keyboard, as the widget allows), the token goes with the next attempt in the captcha field.
    within(robotCheck()).getByRole('checkbox', { name: "I'm not a robot" }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByText(messages.login.robot)).toBeNull());
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    await waitFor(() => expect(loginBodies(fetchMock)).toHaveLength(2));
    expect(loginBodies(fetchMock)[1]).toMatchObject({ email: 'sam@acme.test', password: 'wrong password', captcha: 'token-0' });

    // Refused again: a fresh, unticked widget, from the script already loaded; the spent token is not sent again.
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(2));
    expect(scriptsOf(scriptUrl)).toHaveLength(1);
    const boxes = within(robotCheck()).getAllByRole('checkbox', { name: "I'm not a robot" });
    expect(boxes).toEqual([widgets[1]!.box]);
    expect(widgets[1]!.box.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    expect(await screen.findByText(messages.login.robot)).toBeTruthy();
    expect(loginBodies(fetchMock)).toHaveLength(2);
    await user.click(widgets[1]!.box);
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    await waitFor(() => expect(loginBodies(fetchMock)).toHaveLength(3));
    expect(loginBodies(fetchMock)[2]).toMatchObject({ captcha: 'token-1' });
  });

  it('says the check could not be loaded when Google’s script fails, and loads it again on request', async () => {
    const user = userEvent.setup();
    const scriptUrl = newScriptUrl();
    mockApi({ 'GET /api/captcha': recaptchaAnswer(scriptUrl) });
    const { grecaptcha } = fakeGrecaptcha();
    renderApp('/forgotten-password/');
    await failScript(scriptUrl);

    expect(await within(robotCheck()).findByText(ownTexts.captchaUnavailable)).toBeTruthy();
    expect(screen.queryByText(messages.generic.somethingWrong)).toBeNull();
    expect(screen.queryByText(/something has gone wrong/i)).toBeNull();
    expect(scriptsOf(scriptUrl)).toHaveLength(0);

    const retry = within(robotCheck()).getByRole('button', { name: ownTexts.captchaRetry });
    retry.focus();
    await user.keyboard('{Enter}');
    // The focus stays with the robot check while it loads again.
    expect(document.activeElement).toBe(robotCheck());
    await loadScript(scriptUrl, grecaptcha);
    expect(await within(robotCheck()).findByRole('checkbox', { name: "I'm not a robot" })).toBeTruthy();
    expect(within(robotCheck()).queryByText(ownTexts.captchaUnavailable)).toBeNull();
  });

  it('sends the token with a reset request, forgets it when it expires, and starts afresh after a refusal', async () => {
    const user = userEvent.setup();
    const scriptUrl = newScriptUrl();
    const requests: Record<string, unknown>[] = [];
    let refuse = true;
    mockApi({
      'GET /api/captcha': recaptchaAnswer(scriptUrl),
      'POST /api/forgotten-password': (init) => {
        requests.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return refuse
          ? jsonResponse(400, { error: 'Bad Request', message: messages.login.robot, errors: { captcha: messages.login.robot } })
          : jsonResponse(200, { sent: true, message: 'Check your inbox.' });
      },
    });
    const { grecaptcha, widgets } = fakeGrecaptcha();
    renderApp('/forgotten-password/');
    await loadScript(scriptUrl, grecaptcha);
    await user.type(await screen.findByRole('textbox', { name: ownTexts.emailLabel }), 'sam@acme.test');

    // A tick that has expired is no answer.
    await user.click(await within(robotCheck()).findByRole('checkbox', { name: "I'm not a robot" }));
    act(() => widgets[0]!.parameters['expired-callback']());
    await user.click(screen.getByRole('button', { name: ownTexts.sendResetLink }));
    expect(await screen.findByText(messages.login.robot)).toBeTruthy();
    expect(requests).toHaveLength(0);

    act(() => widgets[0]!.parameters.callback('token-again'));
    await user.click(screen.getByRole('button', { name: ownTexts.sendResetLink }));
    await waitFor(() => expect(requests).toEqual([{ email: 'sam@acme.test', captcha: 'token-again', isRecaptchaEnabled: true }]));

    // Refused by the server: a new widget to tick, whose token goes with the next request.
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(2));
    refuse = false;
    await user.click(widgets[1]!.box);
    await user.click(screen.getByRole('button', { name: ownTexts.sendResetLink }));
    expect(await screen.findByText('Check your inbox.')).toBeTruthy();
    expect(requests[1]).toEqual({ email: 'sam@acme.test', captcha: 'token-1', isRecaptchaEnabled: true });
  });

  it('removes the challenge frame Google left on the page a while after the widget is gone', async () => {
    const scriptUrl = newScriptUrl();
    const { grecaptcha } = fakeGrecaptcha();
    // Google's widget adds its challenge frame at the end of the page, outside the widget.
    const challengeFrame = document.createElement('div');
    grecaptcha.render.mockImplementationOnce((container) => {
      const frame = document.createElement('iframe');
      frame.src = `${new URL(scriptUrl).origin}/recaptcha/api2/bframe`;
      frame.title = 'recaptcha challenge';
      challengeFrame.append(frame);
      document.body.append(challengeFrame);
      container.append(document.createElement('iframe'));
      return 0;
    });
    const unrelated = document.createElement('div');
    const view = render(<ReCaptcha id="frames" siteKey="site-key-web" scriptUrl={scriptUrl} onChange={() => {}} onUnavailable={() => {}} />);
    await loadScript(scriptUrl, grecaptcha);
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(1));
    document.body.append(unrelated);

    vi.useFakeTimers();
    view.unmount();
    vi.advanceTimersByTime(CAPTCHA_FRAME_REMOVAL_DELAY_MS - 1);
    expect(challengeFrame.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(challengeFrame.isConnected).toBe(false);
    expect(unrelated.isConnected).toBe(true);
    unrelated.remove();
  });
});

describe('the robot check with CAPTCHA_PROVIDER=altcha', () => {
  it('shows the ALTCHA widget with the challenge, passes its payload on, and fetches a new challenge when it expires', async () => {
    const challenge = (n: number) => ({ algorithm: 'SHA-256', parameters: { nonce: `nonce-${n}` }, signature: `sig-${n}` });
    let served = 0;
    const altchaAnswer = () => jsonResponse(200, { provider: 'altcha', challenge: challenge(++served), siteKey: null, scriptUrl: null });
    const fetchMock = mockApi({ 'GET /api/captcha': altchaAnswer });
    const onChange = vi.fn();
    const view = render(<Captcha id="altcha-check" onChange={onChange} />);
    await waitFor(() => expect(view.container.querySelector('altcha-widget#altcha-check')).not.toBeNull());
    expect(document.head.querySelector('script')).toBeNull();

    const widget = () => view.container.querySelector('altcha-widget')!;
    const say = (detail: { state: string; payload?: string }) => act(() => widget().dispatchEvent(new CustomEvent('statechange', { detail })));
    say({ state: 'verified', payload: 'altcha-payload' });
    expect(onChange).toHaveBeenLastCalledWith('altcha-payload');
    say({ state: 'expired' });
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/captcha')).toHaveLength(2));
    await waitFor(() => expect(view.container.querySelector('altcha-widget')).not.toBeNull());
  });
});
