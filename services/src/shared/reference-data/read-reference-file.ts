import { readFile } from 'node:fs/promises';

/** The reference lists live in services/data; nothing outside services/ is read at run time. */
const dataFolder = new URL('../../../data/', import.meta.url);

export async function readReferenceJson<T>(fileName: string): Promise<T> {
  return JSON.parse(await readFile(new URL(fileName, dataFolder), 'utf8')) as T;
}
