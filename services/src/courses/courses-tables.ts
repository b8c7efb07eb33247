import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { creditReasons } from './credits/credit-reasons.ts';
import { isOneOf } from '../shared/database/fixed-set-check.ts';

export const coursesSchema = pgSchema('courses');

export const categories = coursesSchema.table(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionFa: text('description_fa').notNull(),
    descriptionEn: text('description_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [uniqueIndex('categories_slug_index').on(table.slug)],
);

/** What a learner can earn or is prepared for (certificates, exam readiness). */
export const qualifications = coursesSchema.table('qualifications', {
  id: serial('id').primaryKey(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionFa: text('description_fa').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const tags = coursesSchema.table(
  'tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
  },
  (table) => [uniqueIndex('tags_slug_index').on(table.slug)],
);

/** Who teaches a course; `userId` is the teacher's account, which answers learners' questions on their courses. */
export const teachers = coursesSchema.table(
  'teachers',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id'),
    fullNameFa: text('full_name_fa').notNull(),
    fullNameEn: text('full_name_en').notNull(),
    bioFa: text('bio_fa').notNull(),
    bioEn: text('bio_en').notNull(),
  },
  (table) => [uniqueIndex('teachers_user_index').on(table.userId)],
);

/**
 * A course. Premium courses need a subscription or a purchase; super-premium ones are the flagship
 * courses shown in their own row. An enrolment lasts `accessDays` on at most `deviceLimit` devices.
 */
export const courses = coursesSchema.table(
  'courses',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    qualificationId: integer('qualification_id').references(() => qualifications.id),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    summaryFa: text('summary_fa').notNull(),
    summaryEn: text('summary_en').notNull(),
    slug: text('slug').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    isSuperPremium: boolean('is_super_premium').notNull().default(false),
    priceRials: integer('price_rials').notNull(),
    accessDays: integer('access_days').notNull(),
    deviceLimit: integer('device_limit').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('courses_slug_index').on(table.slug),
    index('courses_category_id_index').on(table.categoryId),
  ],
);

export const courseTags = coursesSchema.table(
  'course_tags',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.tagId] }),
    index('course_tags_tag_id_index').on(table.tagId),
  ],
);

export const sections = coursesSchema.table(
  'sections',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('sections_course_id_index').on(table.courseId)],
);

/** One video lesson; `mediaFile` names a clip in the service's media folder. */
export const lessons = coursesSchema.table(
  'lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    mediaFile: text('media_file').notNull(),
    isFreePreview: boolean('is_free_preview').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('lessons_course_id_index').on(table.courseId)],
);

/** A learner's access to a course: it ends at `expiresAt`, on at most `deviceLimit` devices. */
export const enrolments = coursesSchema.table(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    learnerName: text('learner_name').notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    deviceLimit: integer('device_limit').notNull(),
    /** When the learner last freed a device for another one (at most once a week). */
    deviceReleasedAt: timestamp('device_released_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('enrolments_user_course_index').on(table.userId, table.courseId)],
);

/** The devices an enrolment has been watched on; a new one beyond the limit is refused. */
export const enrolmentDevices = coursesSchema.table(
  'enrolment_devices',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id),
    deviceId: text('device_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.enrolmentId, table.deviceId] })],
);

/** One report from the player: where the learner is in a lesson and how many seconds were watched since the last one. */
export const playLogs = coursesSchema.table(
  'play_logs',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id),
    positionSeconds: integer('position_seconds').notNull(),
    watchedSeconds: integer('watched_seconds').notNull(),
    completed: boolean('completed').notNull(),
    deviceId: text('device_id').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('play_logs_user_course_index').on(table.userId, table.courseId, table.lessonId)],
);

export const lessonNotes = coursesSchema.table(
  'lesson_notes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id),
    atSecond: integer('at_second').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lesson_notes_user_lesson_index').on(table.userId, table.lessonId)],
);

/** Comments on a course; one with a score (1–5) is a review and counts toward the course's average. */
export const comments = coursesSchema.table(
  'comments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    userId: uuid('user_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('comments_course_id_index').on(table.courseId),
    // One review (a scored comment) per learner and course, kept by the index when two arrive at once.
    uniqueIndex('comments_one_review_index')
      .on(table.userId, table.courseId)
      .where(sql`${table.score} is not null`),
  ],
);

/**
 * Questions learners ask (user-generated questions): about a course or one of its lessons, or on the
 * community forum without one. `title` and `authorName` are what the forum lists.
 */
export const userQuestions = coursesSchema.table(
  'user_questions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    courseId: integer('course_id').references(() => courses.id),
    lessonId: integer('lesson_id').references(() => lessons.id),
    title: text('title').notNull().default(''),
    authorName: text('author_name').notNull().default(''),
    question: text('question').notNull(),
    /** The second of the lesson's video at which a question on a lesson was asked. */
    atSecond: integer('at_second'),
    /** Shown on the community forum; a question to the teacher is the learner's own unless they publish it. */
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('user_questions_created_at_index').on(table.createdAt),
    index('user_questions_course_index').on(table.courseId),
  ],
);

/** Answers to a user-generated question: on the forum by any signed-in learner, or by the course's teacher. */
export const userQuestionAnswers = coursesSchema.table(
  'user_question_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => userQuestions.id),
    userId: uuid('user_id').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    byTeacher: boolean('by_teacher').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('user_question_answers_question_index').on(table.questionId),
    // A question gets one answer from its teacher: a replayed answer is refused by the database itself.
    uniqueIndex('user_question_answers_teacher_index')
      .on(table.questionId)
      .where(sql`${table.byTeacher}`),
  ],
);

/** Courses visitors would like the platform to make. */
export const courseSuggestions = coursesSchema.table('course_suggestions', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id'),
  title: text('title').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const exams = coursesSchema.table(
  'exams',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    passPercent: integer('pass_percent').notNull(),
  },
  (table) => [uniqueIndex('exams_course_id_index').on(table.courseId)],
);

export interface ExamOption {
  fa: string;
  en: string;
}

export const examQuestions = coursesSchema.table('exam_questions', {
  id: serial('id').primaryKey(),
  examId: integer('exam_id')
    .notNull()
    .references(() => exams.id),
  textFa: text('text_fa').notNull(),
  textEn: text('text_en').notNull(),
  options: jsonb('options').$type<ExamOption[]>().notNull(),
  correctOption: integer('correct_option').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** One sitting of an exam: started, answered once before `deadlineAt`, scored on the server. */
export const examResults = coursesSchema.table(
  'exam_results',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    userId: uuid('user_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answers: jsonb('answers').$type<Record<string, number>>(),
    correctCount: integer('correct_count'),
    questionCount: integer('question_count').notNull(),
    scorePercent: integer('score_percent'),
    passed: boolean('passed'),
  },
  (table) => [index('exam_results_user_exam_index').on(table.userId, table.examId)],
);

/** Issued for a passed exam; `code` is the public verification code. */
export const certificates = coursesSchema.table(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    examResultId: integer('exam_result_id')
      .notNull()
      .references(() => examResults.id),
    userId: uuid('user_id').notNull(),
    learnerName: text('learner_name').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    scorePercent: integer('score_percent').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('certificates_code_index').on(table.code),
    uniqueIndex('certificates_exam_result_index').on(table.examResultId),
  ],
);

/** A gift code that enrols whoever redeems it first in a course for `days` days. */
export const giftCodes = coursesSchema.table(
  'gift_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    days: integer('days').notNull(),
    redeemedBy: uuid('redeemed_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('gift_codes_code_index').on(table.code)],
);

/**
 * A learner's own discount code, made on first request: friends who use it get `percentOff` off
 * their first purchase, and the owner is credited `referrerCreditRials` for each.
 */
export const discountCodes = coursesSchema.table(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    code: text('code').notNull(),
    percentOff: integer('percent_off').notNull(),
    referrerCreditRials: integer('referrer_credit_rials').notNull(),
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('discount_codes_user_index').on(table.userId),
    uniqueIndex('discount_codes_code_index').on(table.code),
  ],
);

/** The credit ledger: one row per credit added (positive) or spent (negative), with why. */
export const creditLogs = coursesSchema.table(
  'credit_logs',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    amountRials: integer('amount_rials').notNull(),
    reason: text('reason', { enum: creditReasons }).notNull(),
    descriptionFa: text('description_fa').notNull(),
    descriptionEn: text('description_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('credit_logs_user_index').on(table.userId, table.createdAt),
    check('credit_logs_reason_check', isOneOf(table.reason, creditReasons)),
  ],
);

/** A coupon issued to one learner: a percentage or a fixed amount off, until it expires or is used. */
export const coupons = coursesSchema.table(
  'coupons',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountRials: integer('amount_rials'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('coupons_code_index').on(table.code), index('coupons_user_index').on(table.userId)],
);
