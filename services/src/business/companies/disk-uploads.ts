import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../shared/database/open-database.ts';
import { companyPageRepository } from './company-page-repository.ts';

export interface DiskUploadsReport {
  /** Files read from the folder and stored in the database. */
  moved: number;
  /** Recorded uploads whose file is not in the folder (or no longer matches its recorded hash). */
  missing: string[];
}

/**
 * Moves the uploads an older build kept on its disk (`<folder>/company-files/<id>`, UPLOADS_DIR) into the business
 * schema, where every business-service process reads them. Only recorded uploads still without bytes are read, and a
 * file is taken only if its SHA-256 is the one recorded at upload; running it again moves nothing twice.
 */
export async function moveDiskUploadsIntoDatabase(db: Database, folder: string): Promise<DiskUploadsReport> {
  const pages = companyPageRepository(db);
  const report: DiskUploadsReport = { moved: 0, missing: [] };
  for (const upload of await pages.uploadsWithoutContent()) {
    const content = await readFile(path.join(folder, 'company-files', upload.id)).catch(() => null);
    if (!content || createHash('sha256').update(content).digest('hex') !== upload.sha256) {
      report.missing.push(upload.id);
      continue;
    }
    await pages.storeUploadContent(upload.id, content);
    report.moved += 1;
  }
  return report;
}
