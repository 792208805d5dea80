import { ApiError } from '../../api/client.ts';

/**
 * A page's code (a lazy route's chunk, or the stylesheet Vite preloads with it) could not be fetched: Chrome, Firefox
 * and Safari word it differently, and Vite's preload throws a plain Error.
 */
export function isChunkFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|importing a module script|error loading dynamically|unable to preload css/i.test(error.message);
}

/** The server could not be reached at all (no answer, not an error answer): offline, not a crash. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return isChunkFailure(error) || (error instanceof TypeError && /failed to fetch|networkerror|load failed|network/i.test(error.message));
}

/** Whether the server answers now: a reload while still offline would show the browser's own error page. */
export async function serverReachable(): Promise<boolean> {
  try {
    await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
