import { readFile } from 'node:fs/promises';

/** The dumps a worker has read: its test files start from the same bytes instead of reading 70 MB each. */
const dumps = new Map<string, Promise<Uint8Array>>();

/** The dump at `file`, read once per worker (each database gets its own copy of it). */
export function dumpBytes(file: string): Promise<Uint8Array> {
  let bytes = dumps.get(file);
  if (!bytes) {
    bytes = readFile(file);
    dumps.set(file, bytes);
  }
  return bytes;
}
