/**
 * Whether an error says PostgreSQL cannot be reached now (issue 37 item 9), rather than that a query was wrong: a
 * refused or dropped connection, a server shutting down or starting, a connection timeout, the pool ended. drizzle and
 * pg wrap errors, so the chain of causes is read.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
/** SQLSTATE class 08 (connection exception) and the 57P0x operator interventions (shutdown, crash, cannot connect now). */
const SQLSTATE = /^(?:08\d{3}|57P0[1-4])$/;
const MESSAGES = /Connection terminated|Cannot use a pool after calling end|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseDown(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 6; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SQLSTATE.test(code)) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** How long a caller is asked to wait before trying again while the database is down, in seconds. */
export const RETRY_AFTER_SECONDS = 5;
