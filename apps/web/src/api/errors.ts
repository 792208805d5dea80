import { messages } from '@portal/contracts';

export type FieldErrors = Record<string, string>;

/** A failed call: HTTP status (0 when the network failed) and the server's explanation. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** The body's `message`: the human-readable detail, when the server sent one. */
  readonly detail: string | undefined;
  /** The whole error body, for calls that answer more than `{ error, message, errors }` (e.g. `showRecaptcha`). */
  readonly body: Record<string, unknown>;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}, detail?: string, body: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.detail = detail;
    this.body = body;
  }
}

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value)) return text(value[0]);
  return undefined;
};

function readFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(value)) {
    const t = text(message);
    if (t) out[field] = t;
  }
  return out;
}

/** Spec §8: the message comes from `errors` (first field), then `error`, then `message`. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const fieldErrors = readFieldErrors(record.errors);
  const message = Object.values(fieldErrors)[0] ?? text(record.error) ?? text(record.message) ?? messages.generic.somethingWrong;
  return new ApiError(status, message, fieldErrors, text(record.message), record);
}

/** The server's 403 to an employee of a client whose portal is not open yet (issue 27 §2), on any way in or call. */
export const isNotOpenYet = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 403 && error.body.notOpenYet === true;

/** A failure's field errors (ApiError `errors`); none for any other error. */
export const fieldErrorsOf = (error: unknown): FieldErrors => (error instanceof ApiError ? error.fieldErrors : {});

/** A screen's own words for one status, or worked out from the error (e.g. its field errors). */
export type ErrorTextOverride = string | ((error: ApiError) => string);

export interface ErrorTextOverrides {
  /** A status's own text on this screen, e.g. `{ 413: texts.tooLarge, 423: texts.locked }`. */
  [status: number]: ErrorTextOverride | undefined;
  /** No answer at all (status 0): the fallback unless given (e.g. 'Failed to fetch', 'Network error. Please try again.'). */
  network?: string;
  /** A server failure (5xx): the fallback unless given. */
  server?: string;
  /** The screen shows the field errors beside their fields: say the server's message instead of repeating the first. */
  besideFields?: boolean;
}

/**
 * The words to show for a failed call: a refusal (4xx) says what the server said, its first field error (spec §8),
 * else its `message` (the body's `error` is the bare HTTP reason, e.g. 'Conflict', and comes last); a lost connection,
 * a server failure or anything not from the API says the screen's `fallback`, unless the screen has words of its own.
 */
export function errorText(error: unknown, fallback: string, overrides: ErrorTextOverrides = {}): string {
  if (!(error instanceof ApiError)) return fallback;
  const own = overrides[error.status];
  if (own !== undefined) return typeof own === 'function' ? own(error) : own;
  if (error.status === 0) return overrides.network ?? fallback;
  if (error.status >= 500) return overrides.server ?? fallback;
  const field = overrides.besideFields ? undefined : Object.values(error.fieldErrors)[0];
  return field ?? error.detail ?? error.message;
}
