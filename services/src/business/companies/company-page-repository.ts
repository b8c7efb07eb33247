import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { companies, prefactorRequests } from '../business-data-tables.ts';
import type { CompanyPageAction, OfferingKind, UploadPurpose } from '../business-fixed-sets.ts';
import {
  companyManagers,
  companyOfferings,
  companyOwnProfiles,
  companyPageAudit,
  prefactorAnswers,
  uploadedFileContents,
  uploadedFiles,
} from './company-owner-tables.ts';

export interface OwnContact {
  about: string;
  phones: string[];
  website: string | null;
  email: string | null;
  address: string | null;
  postalCode: string | null;
}

export type OwnProfile = OwnContact & {
  logoFileId: string | null;
  pictureFileIds: string[];
  updatedAt: Date | null;
};

const emptyProfile: OwnProfile = {
  about: '',
  phones: [],
  website: null,
  email: null,
  address: null,
  postalCode: null,
  logoFileId: null,
  pictureFileIds: [],
  updatedAt: null,
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function audit(
  transaction: Transaction,
  entry: {
    companyId: number;
    userId: string;
    action: CompanyPageAction;
    before: unknown;
    after: unknown;
    now: Date;
  },
) {
  await transaction.insert(companyPageAudit).values({
    companyId: entry.companyId,
    userId: entry.userId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.now,
  });
}

export const maxOfferings = 100;

/** Prefactor requests with the company's answer (null until answered), newest first. */
function prefactorsWhere(db: Database, condition: SQL | undefined, limit: number, offset = 0) {
  return db
    .select({
      id: prefactorRequests.id,
      companyId: prefactorRequests.companyId,
      referenceNumber: prefactorRequests.referenceNumber,
      fullName: prefactorRequests.fullName,
      mobile: prefactorRequests.mobile,
      productName: prefactorRequests.productName,
      quantity: prefactorRequests.quantity,
      description: prefactorRequests.description,
      receivedAt: prefactorRequests.receivedAt,
      answer: prefactorAnswers.answer,
      answeredAt: prefactorAnswers.answeredAt,
    })
    .from(prefactorRequests)
    .leftJoin(prefactorAnswers, eq(prefactorAnswers.requestId, prefactorRequests.id))
    .where(condition)
    .orderBy(desc(prefactorRequests.receivedAt), desc(prefactorRequests.id))
    .limit(limit)
    .offset(offset);
}

/** The SQL of a company's own page: its profile, offerings, images, audit and prefactor requests. */
export function companyPageRepository(db: Database) {
  return {
    /** Which of these companies have a verified manager (the badge on pages and in search results). */
    async verifiedCompanyIds(companyIds: readonly number[]): Promise<Set<number>> {
      if (companyIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ companyId: companyManagers.companyId })
        .from(companyManagers)
        .where(inArray(companyManagers.companyId, [...companyIds]));
      return new Set(rows.map((row) => row.companyId));
    },

    async companyExists(companyId: number): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      return row !== undefined;
    },

    async ownProfileOf(companyId: number): Promise<OwnProfile> {
      const [row] = await db
        .select()
        .from(companyOwnProfiles)
        .where(eq(companyOwnProfiles.companyId, companyId));
      if (!row) return emptyProfile;
      const { companyId: _companyId, ...profile } = row;
      return profile;
    },

    async offeringsOf(companyId: number) {
      return db
        .select()
        .from(companyOfferings)
        .where(eq(companyOfferings.companyId, companyId))
        .orderBy(asc(companyOfferings.kind), asc(companyOfferings.id));
    },

    /** Changes part of the company's own page and records who changed what, from what, in the same transaction. */
    async updateOwnProfile(input: {
      companyId: number;
      userId: string;
      now: Date;
      action: CompanyPageAction;
      change: Partial<Omit<OwnProfile, 'updatedAt'>>;
    }): Promise<OwnProfile> {
      return db.transaction(async (transaction) => {
        const [current] = await transaction
          .select()
          .from(companyOwnProfiles)
          .where(eq(companyOwnProfiles.companyId, input.companyId))
          .for('update');
        const before = current ?? { ...emptyProfile, companyId: input.companyId };
        const beforeFields = Object.fromEntries(
          Object.keys(input.change).map((key) => [key, before[key as keyof typeof before]]),
        );
        const [saved] = await transaction
          .insert(companyOwnProfiles)
          .values({ ...emptyProfile, ...input.change, companyId: input.companyId, updatedAt: input.now })
          .onConflictDoUpdate({
            target: companyOwnProfiles.companyId,
            set: { ...input.change, updatedAt: input.now },
          })
          .returning();
        await audit(transaction, {
          companyId: input.companyId,
          userId: input.userId,
          action: input.action,
          before: beforeFields,
          after: input.change,
          now: input.now,
        });
        if (!saved) throw new Error('company profile not saved');
        const { companyId: _companyId, ...profile } = saved;
        return profile;
      });
    },

    async addOffering(input: {
      companyId: number;
      userId: string;
      now: Date;
      kind: OfferingKind;
      name: string;
      description: string;
    }) {
      return db.transaction(async (transaction) => {
        const [existing] = await transaction
          .select({ value: count() })
          .from(companyOfferings)
          .where(eq(companyOfferings.companyId, input.companyId));
        if ((existing?.value ?? 0) >= maxOfferings) return null;
        const [created] = await transaction
          .insert(companyOfferings)
          .values({
            companyId: input.companyId,
            kind: input.kind,
            name: input.name,
            description: input.description,
            createdAt: input.now,
          })
          .returning();
        await audit(transaction, {
          companyId: input.companyId,
          userId: input.userId,
          action: 'OFFERING_ADDED',
          before: null,
          after: created,
          now: input.now,
        });
        return created ?? null;
      });
    },

    async removeOffering(input: { companyId: number; userId: string; now: Date; offeringId: number }) {
      return db.transaction(async (transaction) => {
        const [removed] = await transaction
          .delete(companyOfferings)
          .where(
            and(eq(companyOfferings.id, input.offeringId), eq(companyOfferings.companyId, input.companyId)),
          )
          .returning();
        if (!removed) return false;
        await audit(transaction, {
          companyId: input.companyId,
          userId: input.userId,
          action: 'OFFERING_REMOVED',
          before: removed,
          after: null,
          now: input.now,
        });
        return true;
      });
    },

    /** A page of the company page's edits, newest first, and how many there are. */
    async auditOf(companyId: number, page: { offset: number; limit: number }) {
      const ofCompany = eq(companyPageAudit.companyId, companyId);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(companyPageAudit)
          .where(ofCompany)
          .orderBy(desc(companyPageAudit.createdAt), desc(companyPageAudit.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(companyPageAudit).where(ofCompany),
      ]);
      return { items, totalCount: total?.value ?? 0 };
    },

    /** Files of this company for this purpose among the given ids; an id of another company's file is left out. */
    async companyFilesAmong(companyId: number, purpose: UploadPurpose, fileIds: readonly string[]) {
      if (fileIds.length === 0) return [];
      const rows = await db
        .select({ id: uploadedFiles.id })
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.companyId, companyId),
            eq(uploadedFiles.purpose, purpose),
            inArray(uploadedFiles.id, [...fileIds]),
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Stores an upload, its record and its bytes in one transaction; the same bytes uploaded again for the same company
     * and purpose give the earlier file.
     */
    async recordUpload(file: {
      id: string;
      companyId: number;
      uploadedBy: string;
      purpose: UploadPurpose;
      mediaType: string;
      byteSize: number;
      sha256: string;
      content: Buffer;
      now: Date;
    }) {
      const { now, content, ...values } = file;
      return db.transaction(async (transaction) => {
        const [created] = await transaction
          .insert(uploadedFiles)
          .values({ ...values, createdAt: now })
          .onConflictDoNothing()
          .returning();
        if (created) {
          await transaction.insert(uploadedFileContents).values({ fileId: created.id, content });
          return { file: created, isNew: true };
        }
        const [earlier] = await transaction
          .select()
          .from(uploadedFiles)
          .where(
            and(
              eq(uploadedFiles.companyId, file.companyId),
              eq(uploadedFiles.purpose, file.purpose),
              eq(uploadedFiles.sha256, file.sha256),
            ),
          );
        if (!earlier) throw new Error('upload neither stored nor found');
        return { file: earlier, isNew: false };
      });
    },

    /** An uploaded file's type and bytes, to serve it. */
    async uploadedFileWithContent(id: string) {
      const [row] = await db
        .select({ mediaType: uploadedFiles.mediaType, content: uploadedFileContents.content })
        .from(uploadedFiles)
        .innerJoin(uploadedFileContents, eq(uploadedFileContents.fileId, uploadedFiles.id))
        .where(eq(uploadedFiles.id, id));
      return row ?? null;
    },

    /** Uploads recorded without their bytes: those an older build kept on its disk (UPLOADS_DIR). */
    async uploadsWithoutContent() {
      return db
        .select({ id: uploadedFiles.id, sha256: uploadedFiles.sha256 })
        .from(uploadedFiles)
        .leftJoin(uploadedFileContents, eq(uploadedFileContents.fileId, uploadedFiles.id))
        .where(isNull(uploadedFileContents.fileId));
    },

    /** Stores an upload's bytes once; a second store of the same file changes nothing. */
    async storeUploadContent(fileId: string, content: Buffer) {
      await db.insert(uploadedFileContents).values({ fileId, content }).onConflictDoNothing();
    },

    /** One request addressed to the company, with its answer. */
    async prefactorOf(companyId: number, requestId: number) {
      const [request] = await prefactorsWhere(
        db,
        and(eq(prefactorRequests.companyId, companyId), eq(prefactorRequests.id, requestId)),
        1,
      );
      return request ?? null;
    },

    /** A page of the requests addressed to a company, for its manager, and how many there are. */
    async prefactorsOf(companyId: number, page: { offset: number; limit: number }) {
      const toCompany = eq(prefactorRequests.companyId, companyId);
      const [items, [total]] = await Promise.all([
        prefactorsWhere(db, toCompany, page.limit, page.offset),
        db.select({ value: count() }).from(prefactorRequests).where(toCompany),
      ]);
      return { items, totalCount: total?.value ?? 0 };
    },

    /** The requests a signed-in user sent, to one company or to all. */
    prefactorsSentBy(userId: string, companyId: number | null, limit: number) {
      return prefactorsWhere(
        db,
        and(
          eq(prefactorRequests.requestedBy, userId),
          companyId === null ? undefined : eq(prefactorRequests.companyId, companyId),
        ),
        limit,
      );
    },

    /** Answers a request addressed to this company, once; null when it is not this company's, false when already answered. */
    async answerPrefactor(input: {
      companyId: number;
      requestId: number;
      userId: string;
      answer: string;
      now: Date;
    }) {
      return db.transaction(async (transaction) => {
        const [request] = await transaction
          .select({ id: prefactorRequests.id })
          .from(prefactorRequests)
          .where(
            and(eq(prefactorRequests.id, input.requestId), eq(prefactorRequests.companyId, input.companyId)),
          );
        if (!request) return null;
        const [saved] = await transaction
          .insert(prefactorAnswers)
          .values({
            requestId: input.requestId,
            answer: input.answer,
            answeredBy: input.userId,
            answeredAt: input.now,
          })
          .onConflictDoNothing()
          .returning();
        if (!saved) return false;
        await audit(transaction, {
          companyId: input.companyId,
          userId: input.userId,
          action: 'PREFACTOR_ANSWERED',
          before: null,
          after: { requestId: input.requestId, answer: input.answer },
          now: input.now,
        });
        return true;
      });
    },

    /** Keeps a prefactor request for the company; the sender is remembered when signed in. */
    async createPrefactorRequest(
      request: typeof prefactorRequests.$inferInsert,
    ): Promise<typeof prefactorRequests.$inferSelect> {
      const [created] = await db.insert(prefactorRequests).values(request).returning();
      if (!created) throw new Error('an insert returns its row');
      return created;
    },
  };
}
