import { uploadTexts } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { clock, minutesFrom } from '../../clock.ts';
import { giveUpStalledLoads, updateReadingLoad } from './queries.ts';

/**
 * An upload being read renews its lease (`heartbeat_at`) every minute, whatever it is doing (waiting for the browser's
 * bytes, reading rows, matching people). One still `reading` with a heartbeat older than the lease died with its server:
 * it is given up (refused, "upload the file again") when the client's uploads are next read, and a new upload of the
 * same file goes ahead as any other.
 */
export const HEARTBEAT_MS = 60_000;
export const UPLOAD_LEASE_MINUTES = 5;

/** Renews the upload's lease until the returned function is called. */
export function keepAlive(db: Db, id: number): () => void {
  // A missed beat (the database busy) is made up by the next; the lease allows several.
  const timer = setInterval(() => void updateReadingLoad(db, id, { heartbeatAt: clock.now() }).catch(() => undefined), HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export const giveUpStalled = (db: Db, clientId: number, now: Date) =>
  giveUpStalledLoads(db, clientId, minutesFrom(now, -UPLOAD_LEASE_MINUTES), { column: 'file', message: uploadTexts.row.stopped });
