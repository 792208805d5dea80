/**
 * A third portal of the run, started with CAPTCHA_PROVIDER=recaptcha (tests/recaptcha.spec.ts), and the local stand-in
 * for Google's reCAPTCHA it uses (support/recaptcha-standin.mjs): the test machines cannot reach Google.
 */
const base = Number(process.env.E2E_PORT ?? 3100);
export const RECAPTCHA_PORT = base + 2;
export const RECAPTCHA_STANDIN_PORT = base + 3;
export const RECAPTCHA_DATA_DIR = `e2e/.data-recaptcha-${RECAPTCHA_PORT}`;
export const RECAPTCHA_SITE_KEY = 'e2e-standin-site-key';
export const RECAPTCHA_SECRET = 'e2e-standin-secret';
/** The stand-in's address; 127.0.0.1, since the server (Node) calls it too. */
export const RECAPTCHA_STANDIN_URL = `http://127.0.0.1:${RECAPTCHA_STANDIN_PORT}`;

/** A page of the reCAPTCHA portal on a client's sub-domain. */
export const recaptchaPortalUrl = (code: string, path: string) => `http://${code}.localhost:${RECAPTCHA_PORT}${path}`;
