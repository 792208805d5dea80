import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export interface RotatingLogOptions {
  /** The file written to; its older parts are `<file>.1` (the newest) to `<file>.<keep>`. */
  file: string;
  /** A part is closed and a new one started once it reaches this size (at the end of a line). */
  maxBytes?: number;
  /** Older parts kept besides the file being written. */
  keep?: number;
}

export const POSTGRES_LOG_MAX_BYTES = 10 * 1024 * 1024;
export const POSTGRES_LOG_KEEP = 3;

/**
 * An append-only log file rotated by size: at `maxBytes` it becomes `<file>.1` (`.1` becomes `.2`, and so on; the
 * oldest beyond `keep` goes). Each piece is appended synchronously and the file closed again: the embedded PostgreSQL
 * says little (starts, stops, errors, checkpoints), a line written before a crash is not lost in a buffer, and the
 * lines it says while stopping, after its process exited, still arrive. A failure to write (a full disk) loses the
 * text, never the server's output pipe, which is still read.
 */
export function rotatingLog({ file, maxBytes = POSTGRES_LOG_MAX_BYTES, keep = POSTGRES_LOG_KEEP }: RotatingLogOptions): (text: string) => void {
  mkdirSync(dirname(file), { recursive: true });
  let size = existsSync(file) ? statSync(file).size : 0;
  let atLineEnd = true;

  const rotate = () => {
    rmSync(`${file}.${keep}`, { force: true });
    for (let n = keep - 1; n >= 1; n--) if (existsSync(`${file}.${n}`)) renameSync(`${file}.${n}`, `${file}.${n + 1}`);
    if (keep > 0) renameSync(file, `${file}.1`);
    else rmSync(file, { force: true });
    size = 0;
  };

  return (text) => {
    if (text.length === 0) return;
    try {
      if (size >= maxBytes && atLineEnd) rotate();
      const bytes = Buffer.from(text, 'utf8');
      appendFileSync(file, bytes, { mode: 0o600 });
      size += bytes.length;
      atLineEnd = text.endsWith('\n');
    } catch {
      // Nothing to tell it to: this is the log.
    }
  };
}
