import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type SeededTemplateShare =
  | { kind: 'load'; template: Uint8Array }
  | { kind: 'publish'; publish: (dump: Uint8Array) => Promise<void> }
  | { kind: 'none' };

/**
 * Several platforms started side by side (the browser tests' own, one folder per run) migrate and seed each service
 * once between them: the first to claim a service's dump in `directory` seeds its database and publishes a dump
 * there; the others wait for it and load it, which takes a fraction of the CPU. A claimer that dies before publishing
 * leaves the others to seed their own after a while.
 */
export async function shareSeededTemplate(
  directory: string,
  service: string,
  // How long to wait for another platform's dump before seeding this database after all.
  waitForDumpMs = 180_000,
): Promise<SeededTemplateShare> {
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `${service}.tar`);
  try {
    await writeFile(`${file}.claim`, String(process.pid), { flag: 'wx' });
    return {
      kind: 'publish',
      async publish(dump) {
        // Written aside and renamed, so a reader never sees half a file.
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, dump);
        await rename(partial, file);
      },
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const giveUpAt = Date.now() + waitForDumpMs;
  while (!existsSync(file)) {
    if (Date.now() > giveUpAt) return { kind: 'none' };
    await sleep(250);
  }
  return { kind: 'load', template: await readFile(file) };
}
