import type { Database } from '../../shared/database/open-database.ts';
import { deviceRepository } from './device-repository.ts';

const dayMs = 86_400_000;

export interface CourseAccess {
  enrolmentId: number;
  enrolledAt: Date;
  expiresAt: Date;
  /** Whole days left, counted up; 0 once the enrolment has ended. */
  daysRemaining: number;
  hasAccess: boolean;
  deviceLimit: number;
  devicesUsed: number;
  learnerName: string;
}

export function daysRemaining(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / dayMs));
}

/** Why a learner may not use a course now: not enrolled (no access at all), or the enrolment's time is over. */
export function courseAccessRefusal(access: CourseAccess | null) {
  return access === null
    ? ({ status: 403, code: 'NOT_ENROLLED', messageKey: 'course.notEnrolled' } as const)
    : ({ status: 403, code: 'ACCESS_ENDED', messageKey: 'course.accessEnded' } as const);
}

/**
 * May the caller use a lesson now: play it (the course page's `canWatch`, a clip grant), keep notes on it, ask the
 * course's teacher about it. A free preview is anyone's; every other lesson needs an enrolment in its course with
 * access left — in a free course too (enrolling is one click), and for the course's own teacher, who is not enrolled.
 * The one rule every lesson route asks; refuse with `courseAccessRefusal(access)`.
 */
export function mayUseLesson(lesson: { isFreePreview: boolean }, access: CourseAccess | null): boolean {
  return lesson.isFreePreview || mayUseCourse(access);
}

/** May the caller use the course as a whole (its exam, a question on the course): an enrolment with access left. */
export function mayUseCourse(access: CourseAccess | null): access is CourseAccess {
  return access?.hasAccess === true;
}

/**
 * Why `userId` may not use the lesson now (`mayUseLesson`), as the business error to send; null when they may.
 */
export async function lessonUseRefusal(
  db: Database,
  userId: string,
  lesson: { courseId: number; isFreePreview: boolean },
  now: Date,
) {
  const access = await findCourseAccess(db, userId, lesson.courseId, now);
  return mayUseLesson(lesson, access) ? null : courseAccessRefusal(access);
}

/** A learner's enrolment in a course as of `now`, or null when they are not enrolled. */
export async function findCourseAccess(
  db: Database,
  userId: string,
  courseId: number,
  now: Date,
): Promise<CourseAccess | null> {
  const repository = deviceRepository(db);
  const enrolment = await repository.enrolmentOf(userId, courseId);
  if (!enrolment) return null;
  const devicesUsed = await repository.deviceCount(enrolment.id);
  const remaining = daysRemaining(enrolment.expiresAt, now);
  return {
    enrolmentId: enrolment.id,
    enrolledAt: enrolment.enrolledAt,
    expiresAt: enrolment.expiresAt,
    daysRemaining: remaining,
    hasAccess: remaining > 0,
    deviceLimit: enrolment.deviceLimit,
    devicesUsed,
    learnerName: enrolment.learnerName,
  };
}

/**
 * Lets a device watch under an enrolment: a device seen before is always let in, a new one only while
 * fewer than the limit are registered. Returns false when the limit refuses it.
 */
export async function admitDevice(
  db: Database,
  access: CourseAccess,
  deviceId: string,
  now: Date,
): Promise<boolean> {
  const repository = deviceRepository(db);
  if (await repository.isKnown(access.enrolmentId, deviceId)) return true;
  if (access.devicesUsed >= access.deviceLimit) return false;
  return repository.registerWithinLimit(access.enrolmentId, deviceId, access.deviceLimit, now);
}
