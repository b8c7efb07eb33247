import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/business/business-data-tables.ts';
import { businessService } from '../../src/business/business-service.ts';
import { uploadedFiles } from '../../src/business/companies/company-owner-tables.ts';
import { moveDiskUploadsIntoDatabase } from '../../src/business/companies/disk-uploads.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
let folder: string;
beforeAll(async () => {
  service = await buildTestService(businessService);
  folder = await mkdtemp(path.join(tmpdir(), 'rasad-old-uploads-'));
});
afterAll(async () => {
  await service.close();
  await rm(folder, { recursive: true, force: true });
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An upload as an older build recorded it: the row in the database, the bytes in UPLOADS_DIR/company-files. */
async function uploadOnDisk(content: Buffer, onDisk: Buffer | null) {
  const [company] = await service.database.db.select({ id: companies.id }).from(companies).limit(1);
  const id = randomUUID();
  await service.database.db.insert(uploadedFiles).values({
    id,
    companyId: company!.id,
    uploadedBy: randomUUID(),
    purpose: 'PICTURE',
    mediaType: 'image/png',
    byteSize: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    createdAt: new Date(),
  });
  if (onDisk) {
    await mkdir(path.join(folder, 'company-files'), { recursive: true });
    await writeFile(path.join(folder, 'company-files', id), onDisk);
  }
  return id;
}

const served = (id: string) => service.app.inject({ url: `/v2/Companies/Files/${id}` });

describe('moving an older build’s disk uploads into the database', () => {
  it('stores each recorded file found unchanged on disk, once, and reports the rest', async () => {
    const kept = await uploadOnDisk(png, png);
    const lost = await uploadOnDisk(Buffer.concat([png, Buffer.from([1])]), null);
    const altered = await uploadOnDisk(Buffer.concat([png, Buffer.from([2])]), png);
    expect((await served(kept)).statusCode).toBe(404);

    const report = await moveDiskUploadsIntoDatabase(service.database.db, folder);
    expect(report.moved).toBe(1);
    expect(report.missing.sort()).toEqual([lost, altered].sort());
    const file = await served(kept);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, png)).toBe(0);

    expect((await moveDiskUploadsIntoDatabase(service.database.db, folder)).moved).toBe(0);
  });
});
