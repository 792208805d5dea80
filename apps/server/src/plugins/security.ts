import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** Content-Security-Policy: only our own origin; inline styles allowed for React style props and the progress bar. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  upgradeInsecureRequests: null,
};

const GOOGLE_RECAPTCHA_ORIGIN = 'https://www.google.com';

/**
 * Where the reCAPTCHA widget's scripts and frames come from, when it is the captcha: Google's script loads the rest
 * from www.gstatic.com and draws its frames from www.google.com (recaptcha.google.com in some regions), as Google's
 * FAQ lists them. Any other script address (a stand-in in tests, a proxy) serves all of it from its own origin.
 */
function recaptchaSources(config: Pick<Config, 'CAPTCHA_PROVIDER' | 'RECAPTCHA_SCRIPT_URL'>): { script: string[]; frame: string[] } | null {
  if (config.CAPTCHA_PROVIDER !== 'recaptcha') return null;
  const { origin } = new URL(config.RECAPTCHA_SCRIPT_URL);
  if (origin !== GOOGLE_RECAPTCHA_ORIGIN) return { script: [origin], frame: [origin] };
  return {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };
}

/** The policy for this configuration: our own origin only, and reCAPTCHA's when it is the captcha. */
export function contentSecurityPolicyFor(config: Pick<Config, 'CAPTCHA_PROVIDER' | 'RECAPTCHA_SCRIPT_URL'>): typeof contentSecurityPolicy {
  const recaptcha = recaptchaSources(config);
  if (!recaptcha) return contentSecurityPolicy;
  return {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...recaptcha.script],
    frameSrc: [...contentSecurityPolicy.frameSrc, ...recaptcha.frame],
  };
}

/**
 * helmet's security headers, worked out once at start: @fastify/helmet builds helmet again on every
 * request, which cost the API a fifth of its throughput. The headers do not depend on the request.
 */
export function securityHeaders(config: Pick<Config, 'CAPTCHA_PROVIDER' | 'RECAPTCHA_SCRIPT_URL'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => {},
  };
  helmet({ contentSecurityPolicy: { directives: contentSecurityPolicyFor(config) }, crossOriginEmbedderPolicy: false })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => {},
  );
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(app.config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
