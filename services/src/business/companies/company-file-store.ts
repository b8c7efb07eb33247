import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where uploaded company images live: UPLOADS_DIR, by default `.data/uploads` beside the embedded database. */
export function uploadsDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return env.UPLOADS_DIR || path.join(repositoryRoot, '.data', 'uploads');
}

export const maxUploadBytes = 2 * 1024 * 1024;

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];

/** The image type the bytes themselves show (magic numbers), whatever the sender claimed; null for anything else. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** Files by id under one folder; written whole to a temporary name first, so a crash midway leaves no half file. */
export function companyFileStore(directory: string) {
  const folder = path.join(directory, 'company-files');
  const fileOf = (id: string) => path.join(folder, id);
  return {
    async write(id: string, bytes: Buffer) {
      await mkdir(folder, { recursive: true });
      const temporary = `${fileOf(id)}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, fileOf(id));
    },
    async remove(id: string) {
      await rm(fileOf(id), { force: true });
    },
    async read(id: string): Promise<Buffer | null> {
      try {
        return await readFile(fileOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export type CompanyFileStore = ReturnType<typeof companyFileStore>;
