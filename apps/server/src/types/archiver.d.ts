// The part of archiver 5 (already installed with exceljs) the report zip uses; the package ships no types.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';
  interface Archiver extends Transform {
    append(source: Readable | Buffer | string, data: { name: string }): this;
    finalize(): Promise<void>;
    abort(): this;
  }
  function archiver(format: 'zip', options?: { zlib?: { level?: number }; store?: boolean }): Archiver;
  export default archiver;
}
