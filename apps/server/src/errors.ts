import type { ErrorCode } from '@vitae/core/api';

/** A failure whose message is safe and useful to show the user, with its HTTP status and code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'invalid_request') => new HttpError(400, message, code);
export const unauthorized = (message = 'you are not logged in', code: ErrorCode = 'not_logged_in') => new HttpError(401, message, code);
export const forbidden = (message: string, code?: ErrorCode) => new HttpError(403, message, code);
export const notFound = (message = 'not found', code: ErrorCode = 'not_found') => new HttpError(404, message, code);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, code);
