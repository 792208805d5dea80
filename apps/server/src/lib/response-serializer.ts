import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson, { type Schema } from 'fast-json-stringify';
import { safeEncode, toJSONSchema, type ZodType } from 'zod';

/** Thrown (as a 500 whose details stay in the log) when an answer does not match its contract. */
export class ResponseContractError extends Error {
  constructor(route: string, cause: unknown) {
    super(`The answer of ${route} does not match its response schema`, { cause });
  }
}

/**
 * Nullable fields come out of zod as `anyOf: [X, {type: 'null'}]`, which fast-json-stringify answers by
 * running a validator on every value; a type list (`type: ['string', 'null']`) it writes directly.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, simplifyNullable(value)] as const);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  const options = schema.anyOf;
  if (Array.isArray(options) && options.length === 2 && Object.keys(schema).length === 1) {
    const other = options.find((option) => !isDeepStrictEqual(option, { type: 'null' }));
    const plain =
      other &&
      typeof other === 'object' &&
      typeof (other as { type?: unknown }).type === 'string' &&
      !('anyOf' in other) &&
      !('enum' in other) &&
      !('const' in other);
    if (plain && options.some((option) => isDeepStrictEqual(option, { type: 'null' }))) {
      const { type, ...rest } = other as { type: string };
      // An object or array keeps its shape; only its type list gains 'null'.
      return { ...rest, type: [type, 'null'] };
    }
  }
  return schema;
}

/** The JSON schema of a zod response schema, as fast-json-stringify reads it. */
export const responseJsonSchema = (schema: ZodType) =>
  simplifyNullable(toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07' })) as Schema;

/**
 * Answers are written by fast-json-stringify from the contract's response schema, compiled once per
 * route when the server starts: no per-request walk of the zod schema (ARCHITECTURE §8). Like the zod
 * schema, it leaves out any field the contract does not name. With `checkAnswers` (the test suites),
 * every answer is also checked against the zod schema and must serialise to the same JSON, so the
 * compiled writer can never quietly coerce a value the contract would refuse.
 */
export function responseSerializerCompiler({ checkAnswers }: { checkAnswers: boolean }): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    const stringify = fastJson(responseJsonSchema(schema));
    if (!checkAnswers) return (data) => stringify(data);
    return (data) => {
      const route = `${method} ${url}`;
      const checked = safeEncode(schema, data);
      if (checked.error) throw new ResponseContractError(route, checked.error);
      const written = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(checked.data))))
        throw new ResponseContractError(route, new Error(`written as ${written}`));
      return written;
    };
  };
}
