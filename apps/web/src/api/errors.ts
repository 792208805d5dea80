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
