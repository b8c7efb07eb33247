import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import type { VerificationFailureKind } from '../business-fixed-sets.ts';
import { cities, provinces } from '../business-tables.ts';
import { companies, companyRoles, persons } from '../business-data-tables.ts';
import {
  companyManagers,
  companyVerifications,
  registeredMobiles,
  verificationFailures,
} from './company-owner-tables.ts';
import { lockUntilTransactionEnds } from '../../shared/database/transaction-lock.ts';

/** How long a sent code is good for, and how many wrong tries it takes. */
export const verificationCodeLifetimeSeconds = 300;
export const verificationCodeAttempts = 5;

/** Limits on guessing and on SMS sent, per user and per company. */
export const verificationLimits = {
  resendAfterSeconds: 60,
  sendsPerUserPerHour: 5,
  sendsPerCompanyPerHour: 10,
  mismatchesPerUserPerDay: 5,
  mismatchesPerCompanyPerDay: 10,
  unknownCompaniesPerUserPerDay: 20,
} as const;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

export interface CompanyWithCeo {
  id: number;
  name: string;
  nationalId: string;
  registrationNumber: string;
  legalForm: string;
  status: string;
  cityFa: string | null;
  cityEn: string | null;
  provinceFa: string | null;
  provinceEn: string | null;
  ceo: { personId: number; nationalCode: string; mobile: string | null } | null;
}

async function failuresSince(
  db: Database,
  filter: { userId?: string; companyId?: number; kind: VerificationFailureKind },
  since: Date,
) {
  const [row] = await db
    .select({ value: count() })
    .from(verificationFailures)
    .where(
      and(
        eq(verificationFailures.kind, filter.kind),
        gte(verificationFailures.createdAt, since),
        filter.userId === undefined ? undefined : eq(verificationFailures.userId, filter.userId),
        filter.companyId === undefined ? undefined : eq(verificationFailures.companyId, filter.companyId),
      ),
    );
  return row?.value ?? 0;
}

function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export type CodeCheck =
  | { outcome: 'VERIFIED'; companyId: number; companyName: string; verifiedAt: Date }
  | { outcome: 'NOT_FOUND' | 'EXPIRED' | 'LOCKED' | 'WRONG' };

/** 09123456789 → 0912***6789: enough for the owner to recognise, never the whole number. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;
}

/** The SQL of owner verification and of who manages which company. */
export function ownerVerificationRepository(db: Database) {
  return {
    /** A company by its 11-digit national ID, with its current CEO and the mobile registered to the CEO. */
    async findCompanyWithCeo(nationalId: string): Promise<CompanyWithCeo | null> {
      const [company] = await db
        .select({
          id: companies.id,
          name: companies.name,
          nationalId: companies.nationalId,
          registrationNumber: companies.registrationNumber,
          legalForm: companies.legalForm,
          status: companies.status,
          cityFa: cities.nameFa,
          cityEn: cities.nameEn,
          provinceFa: provinces.nameFa,
          provinceEn: provinces.nameEn,
        })
        .from(companies)
        .leftJoin(cities, eq(cities.id, companies.cityId))
        .leftJoin(provinces, eq(provinces.id, companies.provinceId))
        .where(eq(companies.nationalId, nationalId));
      if (!company) return null;
      const [ceo] = await db
        .select({
          personId: persons.id,
          nationalCode: persons.nationalCode,
          mobile: registeredMobiles.mobile,
        })
        .from(companyRoles)
        .innerJoin(persons, eq(persons.id, companyRoles.personId))
        .leftJoin(registeredMobiles, eq(registeredMobiles.personId, persons.id))
        .where(
          and(
            eq(companyRoles.companyId, company.id),
            eq(companyRoles.role, 'CEO'),
            isNull(companyRoles.endedOn),
          ),
        )
        .orderBy(desc(companyRoles.startedOn))
        .limit(1);
      return { ...company, ceo: ceo ?? null };
    },

    async recordFailure(userId: string, companyId: number | null, kind: VerificationFailureKind, now: Date) {
      await db.insert(verificationFailures).values({ userId, companyId, kind, createdAt: now });
    },

    /** Whether one more CEO-match attempt may be made now; when not, how long until it may. */
    async mismatchLimitReached(userId: string, companyId: number, now: Date): Promise<boolean> {
      const since = new Date(now.getTime() - dayMs);
      const [byUser, byCompany] = await Promise.all([
        failuresSince(db, { userId, kind: 'CEO_MISMATCH' }, since),
        failuresSince(db, { companyId, kind: 'CEO_MISMATCH' }, since),
      ]);
      return (
        byUser >= verificationLimits.mismatchesPerUserPerDay ||
        byCompany >= verificationLimits.mismatchesPerCompanyPerDay
      );
    },

    async unknownCompanyLimitReached(userId: string, now: Date): Promise<boolean> {
      const byUser = await failuresSince(
        db,
        { userId, kind: 'COMPANY_NOT_FOUND' },
        new Date(now.getTime() - dayMs),
      );
      return byUser >= verificationLimits.unknownCompaniesPerUserPerDay;
    },

    /** Seconds until another code may be sent to this company for this user; 0 when one may be sent now. */
    async secondsUntilNextSend(userId: string, companyId: number, now: Date): Promise<number> {
      const hourAgo = new Date(now.getTime() - hourMs);
      const [[mine], [byUser], [byCompany]] = await Promise.all([
        db
          .select({ last: max(companyVerifications.createdAt) })
          .from(companyVerifications)
          .where(and(eq(companyVerifications.userId, userId), eq(companyVerifications.companyId, companyId))),
        db
          .select({ value: count(), first: sql<string | null>`min(${companyVerifications.createdAt})` })
          .from(companyVerifications)
          .where(and(eq(companyVerifications.userId, userId), gte(companyVerifications.createdAt, hourAgo))),
        db
          .select({ value: count(), first: sql<string | null>`min(${companyVerifications.createdAt})` })
          .from(companyVerifications)
          .where(
            and(eq(companyVerifications.companyId, companyId), gte(companyVerifications.createdAt, hourAgo)),
          ),
      ]);
      const waits = [0];
      if (mine?.last)
        waits.push(
          verificationLimits.resendAfterSeconds - (now.getTime() - new Date(mine.last).getTime()) / 1000,
        );
      // At an hourly limit, wait until the oldest send of the hour leaves the window.
      if (byUser && byUser.value >= verificationLimits.sendsPerUserPerHour && byUser.first)
        waits.push((new Date(byUser.first).getTime() + hourMs - now.getTime()) / 1000);
      if (byCompany && byCompany.value >= verificationLimits.sendsPerCompanyPerHour && byCompany.first) {
        waits.push((new Date(byCompany.first).getTime() + hourMs - now.getTime()) / 1000);
      }
      return Math.max(0, Math.ceil(Math.max(...waits)));
    },

    /**
     * Starts a verification run with a fresh 5-digit code unless the resend wait or an hourly limit holds it
     * back; the run's id and the code to send, or the seconds to wait. The check and the insert run under the
     * user's and the company's locks, so two sends at once cannot both pass the wait and text the CEO twice.
     */
    async startVerification(input: { companyId: number; userId: string; personId: number; now: Date }) {
      return db.transaction(async (transaction) => {
        for (const key of [`verification-user:${input.userId}`, `verification-company:${input.companyId}`])
          await lockUntilTransactionEnds(transaction, key);
        const wait = await ownerVerificationRepository(
          transaction as unknown as Database,
        ).secondsUntilNextSend(input.userId, input.companyId, input.now);
        if (wait > 0) return { wait };
        const code = String(randomInt(0, 100_000)).padStart(5, '0');
        const salt = randomBytes(12).toString('hex');
        const expiresAt = new Date(input.now.getTime() + verificationCodeLifetimeSeconds * 1000);
        const [run] = await transaction
          .insert(companyVerifications)
          .values({
            companyId: input.companyId,
            userId: input.userId,
            personId: input.personId,
            state: 'CODE_SENT',
            codeHash: `${salt}$${hashCode(code, salt)}`,
            expiresAt,
            createdAt: input.now,
          })
          .returning({ id: companyVerifications.id });
        if (!run) throw new Error('verification run not stored');
        return { id: run.id, code, expiresAt };
      });
    },

    /** Withdraws a run whose code could not be sent, so it neither counts against limits nor can be used. */
    async withdrawVerification(id: number) {
      await db.delete(companyVerifications).where(eq(companyVerifications.id, id));
    },

    /**
     * Checks a code for the caller's own run. A right code makes the caller a manager of the company, once:
     * the run leaves CODE_SENT in the same statement that accepts it, so a replay finds nothing to accept.
     */
    async checkVerificationCode(input: {
      id: number;
      userId: string;
      code: string;
      now: Date;
    }): Promise<CodeCheck> {
      return db.transaction(async (transaction) => {
        const [run] = await transaction
          .select()
          .from(companyVerifications)
          .where(and(eq(companyVerifications.id, input.id), eq(companyVerifications.userId, input.userId)))
          .for('update');
        if (!run || run.state === 'VERIFIED') return { outcome: 'NOT_FOUND' };
        if (run.state === 'LOCKED') return { outcome: 'LOCKED' };
        if (run.expiresAt <= input.now) return { outcome: 'EXPIRED' };
        const [salt = '', expected = ''] = run.codeHash.split('$');
        const given = Buffer.from(hashCode(input.code, salt), 'hex');
        if (!timingSafeEqual(given, Buffer.from(expected, 'hex'))) {
          const failed = run.failedAttempts + 1;
          await transaction
            .update(companyVerifications)
            .set({
              failedAttempts: failed,
              state: failed >= verificationCodeAttempts ? 'LOCKED' : 'CODE_SENT',
            })
            .where(eq(companyVerifications.id, run.id));
          await transaction.insert(verificationFailures).values({
            userId: input.userId,
            companyId: run.companyId,
            kind: 'WRONG_CODE',
            createdAt: input.now,
          });
          return { outcome: failed >= verificationCodeAttempts ? 'LOCKED' : 'WRONG' };
        }
        await transaction
          .update(companyVerifications)
          .set({ state: 'VERIFIED', verifiedAt: input.now })
          .where(eq(companyVerifications.id, run.id));
        await transaction
          .insert(companyManagers)
          .values({ companyId: run.companyId, userId: input.userId, verifiedAt: input.now })
          .onConflictDoNothing();
        const [company] = await transaction
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, run.companyId));
        return {
          outcome: 'VERIFIED',
          companyId: run.companyId,
          companyName: company?.name ?? '',
          verifiedAt: input.now,
        };
      });
    },

    async isCompanyManager(companyId: number, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ companyId: companyManagers.companyId })
        .from(companyManagers)
        .where(and(eq(companyManagers.companyId, companyId), eq(companyManagers.userId, userId)));
      return row !== undefined;
    },

    /** The users verified as the company's managers. */
    async managerUserIds(companyId: number): Promise<string[]> {
      const rows = await db
        .select({ userId: companyManagers.userId })
        .from(companyManagers)
        .where(eq(companyManagers.companyId, companyId));
      return rows.map((row) => row.userId);
    },

    async managedCompanies(userId: string) {
      return db
        .select({
          companyId: companies.id,
          name: companies.name,
          nationalId: companies.nationalId,
          verifiedAt: companyManagers.verifiedAt,
        })
        .from(companyManagers)
        .innerJoin(companies, eq(companies.id, companyManagers.companyId))
        .where(eq(companyManagers.userId, userId))
        .orderBy(desc(companyManagers.verifiedAt));
    },
  };
}
