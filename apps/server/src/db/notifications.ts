import type pg from 'pg';

export interface ChannelListener {
  /** Ends the listening connection and any reconnect waiting; after it, nothing is called any more. */
  close(): Promise<void>;
}

export interface ListenOptions {
  /**
   * Called with each notification's payload, and with null once the connection is back after it dropped: whatever
   * was sent in between was missed, so a listener that keeps a cache drops all of it.
   */
  onNotify(payload: string | null): void;
  /** The connection failed or dropped (it is tried again); for the log. */
  onLost?(error: Error): void;
  /** The first wait before trying again, doubled up to maxRetryMs; default 500 ms and 30 s. */
  retryMs?: number;
  maxRetryMs?: number;
}

const ignore = () => undefined;

/**
 * LISTENs on `channel` on a connection of its own (a pooled one would drop the LISTEN when handed back), made by
 * `newClient` with the pool's settings. A connection that fails or drops is opened again after a growing wait. Resolves
 * after the first attempt, whether or not it succeeded (a failed one keeps being retried).
 */
export async function listenOn(newClient: () => pg.Client, channel: string, options: ListenOptions): Promise<ChannelListener> {
  const firstWait = options.retryMs ?? 500;
  const maxWait = options.maxRetryMs ?? 30_000;
  let wait = firstWait;
  let closed = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const retryLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void open().then((opened) => {
        if (opened) options.onNotify(null);
      });
    }, wait);
    timer.unref();
    wait = Math.min(wait * 2, maxWait);
  };

  async function open(): Promise<boolean> {
    const client = newClient();
    let lost = false;
    const drop = (error: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.removeAllListeners('notification');
      void client.end().catch(ignore);
      if (closed) return;
      options.onLost?.(error);
      retryLater();
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel && !closed) options.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
      return false;
    }
    if (lost) return false;
    if (closed) {
      lost = true;
      await client.end().catch(ignore);
      return false;
    }
    current = client;
    wait = firstWait;
    return true;
  }

  await open();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const client = current;
      current = null;
      await client?.end().catch(ignore);
    },
  };
}
