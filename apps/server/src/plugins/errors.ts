import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ErrorResponse } from '@portal/contracts';
import { AppError } from '../lib/errors.ts';
import { isDatabaseDown, RETRY_AFTER_SECONDS } from '../lib/database-down.ts';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  423: 'Locked',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendError(reply: FastifyReply, statusCode: number, message: string, errors?: Record<string, string>, extra?: Record<string, unknown>) {
  // The request's id (also in its X-Request-Id header and its log lines), so a reported failure can be found in the log.
  const body: ErrorResponse = { ...extra, error: reasons[statusCode] ?? 'Error', message, ...(errors ? { errors } : {}), requestId: reply.request.id };
  return reply.code(statusCode).type('application/json').send(body);
}

/** Turns schema issues into `{ field: message }`, first message per field; paths joined with dots. */
function fieldErrorsOf(error: { validation: { instancePath: string; message?: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[field] ??= issue.message ?? messages.generic.required;
  }
  return errors;
}

/** The one error handler: callers get `{ error, message, errors?, requestId }`, never internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.statusCode, error.message, error.fieldErrors, error.extra);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, messages.generic.correctHighlighted, fieldErrorsOf(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && isDatabaseDown(error)) {
      // Not the caller's fault and not for long: 503 with when to try again (a load balancer or the web app retries).
      request.log.error({ err: error }, 'request failed: the database is unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, messages.generic.unavailable);
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, messages.generic.somethingWrong);
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit): their message names no internals.
    return sendError(reply, status, error.message);
  });
});
