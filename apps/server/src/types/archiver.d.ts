// The part of archiver 8 the report zip uses; the package ships no types.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';
  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number }; store?: boolean });
    append(source: Readable | Buffer | string, data: { name: string }): this;
    finalize(): Promise<void>;
    abort(): this;
  }
}
