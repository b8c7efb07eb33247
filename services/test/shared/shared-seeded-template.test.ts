import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shareSeededTemplate } from '../../src/shared/database/shared-seeded-template.ts';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'rasad-seeded-share-'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

describe('a seeded database shared between platforms started side by side', () => {
  it('lets the first claimer seed and publish, and the others load what it published', async () => {
    const claims = Array.from({ length: 3 }, () => shareSeededTemplate(directory, 'business'));
    // The claimer answers at once; the others wait for its dump.
    const publisher = await Promise.race(claims);
    if (publisher.kind !== 'publish') throw new Error(`the first answer was ${publisher.kind}`);
    await publisher.publish(new TextEncoder().encode('seeded cluster'));
    const shares = await Promise.all(claims);
    expect(shares.map((share) => share.kind).sort()).toEqual(['load', 'load', 'publish']);
    for (const share of shares)
      if (share.kind === 'load') expect(new TextDecoder().decode(share.template)).toBe('seeded cluster');
    // Another service has a claim of its own.
    expect((await shareSeededTemplate(directory, 'courses')).kind).toBe('publish');
  });

  it('gives up waiting for a claimer that never publishes, so that service seeds its own database', async () => {
    expect((await shareSeededTemplate(directory, 'accounts')).kind).toBe('publish');
    expect((await shareSeededTemplate(directory, 'accounts', 600)).kind).toBe('none');
  });
});
