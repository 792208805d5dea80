import { z } from 'zod';
import { ISO_DATE_PATTERN } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The one rule for ids and the one rule for text a caller sends (params, query, bodies). Ids are
 * PostgreSQL `integer`s: 1..2147483647, nothing above overflows the column. Text never carries
 * control characters (NUL fails in PostgreSQL; the others have no place in a name or a note);
 * multi-line text keeps line feeds, carriage returns and tabs.
 */
export const ID_MAX = 2_147_483_647;
/** Canonical decimal digits: no sign, no leading zero, no `0x`, no exponent, no spaces. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/**
 * A whole number in a path or query string: decimal digits only, then the range. A URL only ever
 * carries strings; the number branch lets the web's types fill a path with a number.
 */
export const wholeNumberParam = (message: string, min: number, max: number) =>
  z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .regex(/^(0|[1-9][0-9]{0,9})$/, { error: message })
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(wholeNumber(message, min, max));

/**
 * An id. `idField` is the JSON number a body carries; `idParam` the same id as a path or query string
 * (decimal digits only). Both answer a number between 1 and 2147483647.
 */
export const idField = (message: string = messages.input.notAnId) => wholeNumber(message, 1, ID_MAX);
export const idParam = (message: string = messages.input.notAnId) => wholeNumberParam(message, 1, ID_MAX);

/** A YYYY-MM-DD date that exists (no 2026-02-30, no month 13): PostgreSQL refuses the others. */
export const isRealIsoDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return ISO_DATE_PATTERN.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
export const realIsoDate = (message: string) =>
  z.string({ error: message }).regex(ISO_DATE_PATTERN, { error: message }).refine(isRealIsoDate, { error: message });

/** Unicode control characters (C0, DEL, C1). */
const CONTROL = /\p{Cc}/u;
/** The same, less line feed, carriage return and tab. */
const CONTROL_BUT_LINES = /(?![\n\r\t])\p{Cc}/u;

export const hasControlCharacters = (value: string, multiline = false) => (multiline ? CONTROL_BUT_LINES : CONTROL).test(value);

/**
 * Free text from a caller: a string without control characters; `multiline` lets \n, \r and \t
 * through (notes, comments). Chain length and trimming as usual: `textField().trim().max(100)`.
 */
export const textField = (options: { error?: string; multiline?: boolean } = {}) =>
  z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !hasControlCharacters(value, options.multiline), { error: messages.input.controlCharacters });
