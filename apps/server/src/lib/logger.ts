import type { FastifyRequest } from 'fastify';
import { pino, stdSerializers, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config.ts';

const REDACTED = '[REDACTED]';

/**
 * Query parameters whose value says nothing about a person and no credential: paging, sorting, formats, ids,
 * the OIDC `state` and issuer. Every other value is blanked: searches (`search=Sam%20Taylor`), login hints,
 * e-mails, tokens and codes, and any parameter added later until it is listed here.
 */
const PLAIN_PARAMS = new Set(
  'page perPage sort_by range format kind type year month benefit benefitId ids uploadKey state iss from location grade scope response_type prompt'.split(' '),
);
/** `filter[name]`, its brackets as typed or percent-encoded. */
const FILTER_PARAM = /^filter(?:\[|%5B)[a-z_]+(?:\]|%5D)$/;
const QUERY_PARAM = /([?&])([^=&#\s]+)=([^&#\s]*)/g;
/** One-time links carry their token in the path: /activation/{token}, /password-reset/{token}, /sso-login/{prefix}/{token}. */
const PATH_TOKEN = /(\/(?:activation|password-reset|sso-login\/[a-z]+)\/)(?!dob(?=[/?#\s]|$))[^/?#\s]+/g;

/** A text with the credentials and personal values of any URL in it blanked out. */
export function redactUrls(text: string): string {
  return text
    .replace(QUERY_PARAM, (whole, separator: string, name: string, value: string) =>
      PLAIN_PARAMS.has(name) || FILTER_PARAM.test(name) || value === '' ? whole : `${separator}${name}=${REDACTED}`,
    )
    .replace(PATH_TOKEN, `$1${REDACTED}`);
}

type SerializedError = Record<string, unknown> & { message?: string; stack?: string };

/** drizzle puts a failed query's values into its message (`params: a,b`) and a `params` array; each error of the chain is checked. */
function sqlParamTexts(err: unknown): string[] {
  const texts: string[] = [];
  for (let e = err as { params?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (Array.isArray(e.params) && e.params.length > 0) texts.push(`params: ${e.params.join(',')}`);
  }
  return texts;
}

/**
 * pino's error serializer, without SQL values: a failed query's parameters (names, e-mails, phone
 * numbers) and the database's `detail` (which repeats the row, e.g. `Key (email)=(…) already exists`).
 */
function errSerializer(err: Error): SerializedError {
  const out = stdSerializers.err(err) as unknown as SerializedError;
  if (!out || typeof out !== 'object') return out;
  const scrub = (text: string) => redactUrls(sqlParamTexts(err).reduce((t, params) => t.replaceAll(params, `params: ${REDACTED}`), text));
  if (typeof out.message === 'string') out.message = scrub(out.message);
  if (typeof out.stack === 'string') out.stack = scrub(out.stack);
  for (const key of ['params', 'detail', 'where']) if (key in out) out[key] = REDACTED;
  return out;
}

/** Fastify's request serializer, with the URL's credentials blanked out. */
function reqSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrls(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The server's pino options, set up once: no log line carries a token from a URL, a bearer header
 * or an SQL parameter. Messages are checked too (Fastify writes the URL into its 'not found' line).
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers["x-access-token"]', 'req.headers.cookie'],
    serializers: { req: reqSerializer, err: errSerializer },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactUrls(arg) : arg)) as Parameters<typeof method>);
      },
    },
    ...(stream && { stream }),
  };
}

/** The logger of a command or of start-up before the app exists (seed, admin commands, a crash while seeding). */
export function processLogger(stream: DestinationStream = pino.destination({ dest: 2, sync: true })): Logger {
  return pino(loggerOptions({ LOG_LEVEL: 'info' }), stream);
}
