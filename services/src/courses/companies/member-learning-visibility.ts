import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { certificates, enrolments, examResults, playLogs } from '../courses-tables.ts';
import { companyUsers, courseCredits, mentorSubUsers } from './company-admin-tables.ts';

/**
 * The one rule for what an owner — a company administrator or a mentor — sees of a member's learning: only what
 * happened from the moment the member joined them (the `created_at` of their `company_users` or
 * `mentor_sub_users` row). Enrolments, play reports, exam results and certificates from before stay the
 * learner's own, and so do credits someone else gave. Every owner's view of a member's learning (the progress
 * report and its CSV, the exam result a certificate is issued from, the mentor's log, the credits listed with a
 * member) filters by this module and by nothing of its own.
 */
export interface LearningOwner {
  /** When the learner (a user-id column or value) joined this owner: a scalar subquery, null when they never did. */
  joinedAt(learner: AnyPgColumn): SQL;
  /** Course credits of this owner's own: the company's (given or asked for), or the ones the mentor gave. */
  readonly credits: SQL;
}

// Aliased, so the subqueries stay correct inside a query that joins the membership table itself.
const companyMember = alias(companyUsers, 'owner_company_member');
const companyMemberFrom = sql`${companyUsers} ${sql.identifier('owner_company_member')}`;
const mentorMember = alias(mentorSubUsers, 'owner_mentor_member');
const mentorMemberFrom = sql`${mentorSubUsers} ${sql.identifier('owner_mentor_member')}`;

export function companyOwner(companyAccountId: number): LearningOwner {
  return {
    joinedAt: (learner) =>
      sql`(select ${companyMember.createdAt} from ${companyMemberFrom} where ${companyMember.userId} = ${learner} and ${companyMember.companyAccountId} = ${companyAccountId})`,
    credits: and(eq(courseCredits.source, 'COMPANY'), eq(courseCredits.companyAccountId, companyAccountId))!,
  };
}

export function mentorOwner(mentorUserId: string): LearningOwner {
  return {
    joinedAt: (learner) =>
      sql`(select ${mentorMember.createdAt} from ${mentorMemberFrom} where ${mentorMember.subUserId} = ${learner} and ${mentorMember.mentorUserId} = ${mentorUserId})`,
    credits: and(eq(courseCredits.source, 'MENTOR'), eq(courseCredits.grantorUserId, mentorUserId))!,
  };
}

/** When each kind of learning happened, for the rule below. */
export const learnedAt = {
  /** A play report: when the player sent it. */
  playLog: playLogs.loggedAt,
  /** An exam sitting: when it was handed in (one never handed in is nobody's but the learner's). */
  examResult: examResults.submittedAt,
  /** A certificate: when the exam it was issued for was handed in, so one issued later for an earlier pass stays private. */
  certificate: sql`(select ${examResults.submittedAt} from ${examResults} where ${examResults.id} = ${certificates.examResultId})`,
} as const;

/** Whether the owner may see a piece of learning of `learner` that happened at `happenedAt`: they are its member and it happened since they joined. */
export function visibleToOwner(
  owner: LearningOwner,
  learner: AnyPgColumn,
  happenedAt: AnyPgColumn | SQL,
): SQL {
  return sql`${happenedAt} >= ${owner.joinedAt(learner)}`;
}

/**
 * Whether the owner may see an enrolment: it began after the learner joined them, or it is one the owner's own
 * credit paid for (a credit used on an enrolment the learner already had extends it without changing when it began).
 */
export function enrolmentVisibleToOwner(owner: LearningOwner): SQL {
  return or(
    visibleToOwner(owner, enrolments.userId, enrolments.enrolledAt),
    sql`exists (select 1 from ${courseCredits} where ${courseCredits.enrolmentId} = ${enrolments.id} and ${owner.credits})`,
  )!;
}
