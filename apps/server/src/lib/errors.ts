import { messages } from '@portal/contracts';

/** An error meant for the caller: its status, message and field errors are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** More fields for the body beside `{ error, message, errors }`, e.g. `showRecaptcha` on a failed login. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (fieldErrors: Record<string, string>, message: string = messages.generic.correctHighlighted) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message = 'You need to log in to do that') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do that') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
