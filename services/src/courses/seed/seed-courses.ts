import { count } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { readReferenceJson } from '../../shared/reference-data/read-reference-file.ts';
import { createSeededRandom } from '../../seed/seeded-random.ts';
import {
  categories,
  comments,
  courses,
  courseTags,
  enrolmentDevices,
  enrolments,
  examQuestions,
  exams,
  giftCodes,
  lessons,
  playLogs,
  qualifications,
  sections,
  tags,
  teachers,
} from '../courses-tables.ts';
import { lessonClips } from '../media/lesson-clips.ts';
import {
  catalogueCourses,
  catalogueCategories,
  catalogueQualifications,
  catalogueTags,
} from './catalogue-content.ts';
import {
  courseDetailsBySlug,
  courseTeachers,
  demoEnrolments,
  demoGiftCodes,
  demoWatching,
  examsBySlug,
  reviewTexts,
  sectionTitles,
} from './course-content.ts';

/** Publication dates fall in the two years before this day, drawn from a fixed seed. */
const catalogueEpoch = Date.UTC(2025, 5, 1);
const dayMs = 86_400_000;

export async function seedCourses(db: Database) {
  const [existing] = await db.select({ value: count() }).from(categories);
  if ((existing?.value ?? 0) > 0) return;
  const random = createSeededRandom('courses-catalogue');
  const names = await readReferenceJson<{ male: string[]; female: string[]; family: string[] }>(
    'persian-names.json',
  );
  // Enrolments run from the day the demo data is made, so the days remaining are real on first start.
  const seededAt = Date.now();
  await db.transaction(async (transaction) => {
    const inserted = await transaction
      .insert(categories)
      .values(catalogueCategories.map((category, index) => ({ ...category, sortOrder: index + 1 })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIdBySlug = new Map(inserted.map((category) => [category.slug, category.id]));
    const qualificationIds = (
      await transaction
        .insert(qualifications)
        .values(catalogueQualifications)
        .returning({ id: qualifications.id })
    ).map((row) => row.id);
    const tagRows = await transaction
      .insert(tags)
      .values(catalogueTags)
      .returning({ id: tags.id, slug: tags.slug });
    const tagIdBySlug = new Map(tagRows.map((tag) => [tag.slug, tag.id]));
    const teacherIds = (
      await transaction.insert(teachers).values(courseTeachers).returning({ id: teachers.id })
    ).map((row) => row.id);
    const courseIdBySlug = new Map<string, number>();
    const lessonsBySlug = new Map<string, { id: number; durationSeconds: number }[]>();

    for (const { categorySlug, ...course } of catalogueCourses) {
      const {
        lessons: topics,
        tags: tagSlugs,
        teacher,
        qualification,
        ...details
      } = courseDetailsBySlug[course.slug]!;
      const [row] = await transaction
        .insert(courses)
        .values({
          ...course,
          ...details,
          categoryId: categoryIdBySlug.get(categorySlug)!,
          teacherId: teacherIds[teacher]!,
          qualificationId: qualification === null ? null : qualificationIds[qualification]!,
          publishedOn: new Date(catalogueEpoch - random.integer(0, 730) * dayMs).toISOString().slice(0, 10),
        })
        .returning({ id: courses.id });
      const courseId = row!.id;
      courseIdBySlug.set(course.slug, courseId);
      await transaction
        .insert(courseTags)
        .values(tagSlugs.map((slug) => ({ courseId, tagId: tagIdBySlug.get(slug)! })));

      const firstSectionSize = Math.ceil(topics.length / 2);
      const sectionIds = (
        await transaction
          .insert(sections)
          .values(
            sectionTitles.map((title, index) => ({
              courseId,
              titleFa: title.fa,
              titleEn: title.en,
              sortOrder: index + 1,
            })),
          )
          .returning({ id: sections.id })
      ).map((section) => section.id);
      const lessonRows = await transaction
        .insert(lessons)
        .values(
          topics.map((topic, index) => {
            const clip = lessonClips[index % lessonClips.length]!;
            return {
              courseId,
              sectionId: sectionIds[index < firstSectionSize ? 0 : 1]!,
              titleFa: topic.fa,
              titleEn: topic.en,
              durationSeconds: clip.durationSeconds,
              mediaFile: clip.file,
              isFreePreview: index === 0,
              sortOrder: index + 1,
            };
          }),
        )
        .returning({ id: lessons.id, durationSeconds: lessons.durationSeconds });
      lessonsBySlug.set(course.slug, lessonRows);

      const reviewCount = random.integer(2, 5);
      await transaction.insert(comments).values(
        Array.from({ length: reviewCount }, () => {
          const review = random.pick(reviewTexts);
          const firstName = random.pick(random.chance(0.5) ? names.male : names.female);
          return {
            courseId,
            userId: null,
            authorName: `${firstName} ${random.pick(names.family)}`,
            body: review.body,
            score: review.score,
            createdAt: new Date(catalogueEpoch + random.integer(1, 300) * dayMs),
          };
        }),
      );

      const exam = examsBySlug[course.slug];
      if (exam) {
        const [examRow] = await transaction
          .insert(exams)
          .values({ courseId, timeLimitSeconds: exam.timeLimitSeconds, passPercent: exam.passPercent })
          .returning({ id: exams.id });
        await transaction.insert(examQuestions).values(
          exam.questions.map((question, index) => ({
            examId: examRow!.id,
            textFa: question.fa,
            textEn: question.en,
            options: question.options,
            correctOption: question.correct,
            sortOrder: index + 1,
          })),
        );
      }
    }

    const enrolmentRows = await transaction
      .insert(enrolments)
      .values(
        demoEnrolments.map((enrolment) => {
          const course = courseDetailsBySlug[enrolment.slug]!;
          return {
            userId: enrolment.userId,
            courseId: courseIdBySlug.get(enrolment.slug)!,
            learnerName: enrolment.learnerName,
            enrolledAt: new Date(seededAt - (course.accessDays - enrolment.daysLeft) * dayMs),
            expiresAt: new Date(seededAt + enrolment.daysLeft * dayMs),
            deviceLimit: course.deviceLimit,
          };
        }),
      )
      .returning({ id: enrolments.id, userId: enrolments.userId, courseId: enrolments.courseId });
    await seedDemoWatching(transaction, enrolmentRows, courseIdBySlug, lessonsBySlug, seededAt);
    await transaction.insert(giftCodes).values(
      demoGiftCodes.map((gift) => ({
        code: gift.code,
        courseId: courseIdBySlug.get(gift.slug)!,
        days: gift.days,
      })),
    );
  });
}

/** The demo learner's watching of one course (`demoWatching`): the player's reports of those days, on one device. */
async function seedDemoWatching(
  db: Pick<Database, 'insert'>,
  enrolmentRows: { id: number; userId: string; courseId: number }[],
  courseIdBySlug: Map<string, number>,
  lessonsBySlug: Map<string, { id: number; durationSeconds: number }[]>,
  seededAt: number,
) {
  const courseId = courseIdBySlug.get(demoWatching.slug)!;
  const courseLessons = lessonsBySlug.get(demoWatching.slug)!;
  const enrolment = enrolmentRows.find(
    (row) => row.userId === demoWatching.userId && row.courseId === courseId,
  );
  const firstDay = Math.max(...demoWatching.days.map((day) => day.daysAgo));
  await db.insert(enrolmentDevices).values({
    enrolmentId: enrolment!.id,
    deviceId: demoWatching.deviceId,
    firstSeenAt: new Date(seededAt - firstDay * dayMs),
  });
  await db.insert(playLogs).values(
    demoWatching.days.map((day) => {
      const lesson = courseLessons[day.lesson]!;
      const watchedSeconds = Math.round(lesson.durationSeconds * day.watchedShare);
      return {
        userId: demoWatching.userId,
        courseId,
        lessonId: lesson.id,
        positionSeconds: watchedSeconds,
        watchedSeconds,
        completed: day.watchedShare === 1,
        deviceId: demoWatching.deviceId,
        loggedAt: new Date(seededAt - day.daysAgo * dayMs),
      };
    }),
  );
}
