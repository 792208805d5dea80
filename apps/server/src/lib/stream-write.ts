import type { Writable } from 'node:stream';

/**
 * Writes to a stream; when it is full, waits until it drains, or fails with `message` if it is closed first (the reader went away): a
 * download closed half-way stops the query that feeds it instead of waiting for a 'drain' that never comes.
 */
export async function writeOrStop(stream: Writable, chunk: unknown, message: string): Promise<void> {
  if (stream.destroyed) throw new Error(message);
  if (stream.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error(message));
    stream.on('drain', onDrain).on('close', onClose);
  });
}
