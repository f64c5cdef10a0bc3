import { Writable } from 'node:stream';

/** Where React writes a rendered document: its bytes, handed over whole when React ends it. */
export function documentSink(done: (document: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}
