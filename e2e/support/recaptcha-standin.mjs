// A stand-in for Google's reCAPTCHA, since the test machines cannot reach Google: the script the web app loads
// (GET /recaptcha/api.js) and the check the server makes (POST /recaptcha/api/siteverify). The portal started with
// CAPTCHA_PROVIDER=recaptcha points RECAPTCHA_SCRIPT_URL and RECAPTCHA_VERIFY_URL here (e2e/playwright.config.ts).
//
// The widget is a labelled checkbox "I'm not a robot"; ticking it hands the page's callback a token. The check passes
// a token this widget made, once, when the server sends the right secret, as Google does. GET /verifications lists
// every check asked for (tests read it); GET /health answers once the server listens.
import { createServer } from 'node:http';

const port = Number(process.env.RECAPTCHA_STANDIN_PORT ?? 3103);
const siteKey = process.env.RECAPTCHA_STANDIN_SITE_KEY ?? 'e2e-standin-site-key';
const secret = process.env.RECAPTCHA_STANDIN_SECRET ?? 'e2e-standin-secret';
const TOKEN_PREFIX = 'standin-pass-';

/** The browser half: defines window.grecaptcha (render, reset, getResponse) and calls the page's onload. */
const script = `(() => {
  const SITE_KEY = ${JSON.stringify(siteKey)};
  const params = new URL(document.currentScript.src).searchParams;
  const widgets = [];
  const newToken = () => ${JSON.stringify(TOKEN_PREFIX)} + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2);
  window.grecaptcha = {
    render(container, parameters) {
      const element = typeof container === 'string' ? document.getElementById(container) : container;
      if (!element || element.childElementCount > 0) throw new Error('reCAPTCHA placeholder element must be an empty element');
      const widgetId = widgets.length;
      const frame = document.createElement('div');
      frame.setAttribute('data-standin-recaptcha', String(widgetId));
      frame.style.cssText = 'box-sizing:border-box;width:304px;height:78px;display:flex;align-items:center;gap:12px;padding:0 12px;' +
        'background:#f9f9f9;border:1px solid #d3d3d3;border-radius:3px;font:14px Roboto,Arial,sans-serif;color:#000;';
      element.append(frame);
      const widget = { frame, token: '', parameters, box: null };
      widgets.push(widget);
      if (parameters.sitekey !== SITE_KEY) {
        frame.textContent = 'ERROR for site owner: Invalid site key';
        return widgetId;
      }
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.id = 'standin-recaptcha-anchor-' + widgetId;
      box.style.cssText = 'width:24px;height:24px;margin:0;';
      box.addEventListener('change', () => {
        if (!box.checked) return;
        widget.token = newToken();
        parameters.callback?.(widget.token);
      });
      const label = document.createElement('label');
      label.htmlFor = box.id;
      label.textContent = "I'm not a robot";
      frame.append(box, label);
      widget.box = box;
      return widgetId;
    },
    reset(widgetId) {
      const widget = widgets[widgetId ?? 0];
      if (!widget) return;
      widget.token = '';
      if (widget.box) widget.box.checked = false;
    },
    // Google's default is the first widget; the page renders a new one after each refusal, so the newest shown here.
    getResponse(widgetId) {
      const widget = widgetId === undefined ? widgets.filter((w) => w.frame.isConnected).at(-1) : widgets[widgetId];
      return widget ? widget.token : '';
    },
  };
  const onload = params.get('onload');
  if (params.get('render') === 'explicit' && onload) setTimeout(() => window[onload]?.(), 0);
})();
`;

const verifications = [];
const passed = new Set();

function readBody(request) {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const json = (status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (request.method === 'GET' && pathname === '/recaptcha/api.js') {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(script);
    return;
  }
  if (request.method === 'POST' && pathname === '/recaptcha/api/siteverify') {
    const form = new URLSearchParams(await readBody(request));
    const token = form.get('response') ?? '';
    const errors = [];
    if (form.get('secret') !== secret) errors.push('invalid-input-secret');
    if (!token.startsWith(TOKEN_PREFIX)) errors.push('invalid-input-response');
    else if (passed.has(token)) errors.push('timeout-or-duplicate');
    const success = errors.length === 0;
    if (success) passed.add(token);
    verifications.push({ response: token, remoteip: form.get('remoteip'), success, errors });
    json(200, success ? { success, challenge_ts: new Date().toISOString(), hostname: 'localhost' } : { success, 'error-codes': errors });
    return;
  }
  if (request.method === 'GET' && pathname === '/verifications') return json(200, verifications);
  if (request.method === 'GET' && pathname === '/health') return json(200, { ok: true });
  json(404, { error: 'Not Found' });
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
