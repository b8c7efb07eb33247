import type { Resolvers } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { toGlobalId } from '../shared/relay/global-id.ts';
import { findByKey, type NodeFetchers } from '../shared/relay/node-fetchers.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { numericKeyOf } from './course-ids.ts';
import { courseInteractionMutations } from './course-interaction-mutations.ts';
import { lessonProgressLogRules } from './lesson-progress-rules.ts';
import type { CourseModel } from './course-models.ts';
import { siteMediaUrl } from './courses-file-proxy.ts';
import type { LessonPlaybackRefusal } from '../__generated__/resolver-types.ts';

/** The courses service's refusal codes for a media grant, as the schema names them. */
const playbackRefusals: Record<string, LessonPlaybackRefusal> = {
  UNAUTHENTICATED: 'SIGN_IN_REQUIRED',
  NOT_ENROLLED: 'NOT_ENROLLED',
  ACCESS_ENDED: 'ACCESS_ENDED',
  DEVICE_LIMIT: 'DEVICE_LIMIT',
  INVALID_REQUEST: 'INVALID_DEVICE',
};

/** The course page's one upstream call; identical calls within a request are sent once. */
function courseDetail(course: CourseModel, context: GatewayContext) {
  return context.upstream.courses.get('/api/Courses/{id}', {
    params: { id: course.id },
    query: course.lessonId === undefined ? {} : { lessonId: course.lessonId },
  });
}

async function courseList(
  filter:
    | {
        categoryId?: string | null;
        tagId?: string | null;
        qualificationId?: string | null;
        search?: string | null;
      }
    | null
    | undefined,
  context: GatewayContext,
) {
  const courses = context.upstream.courses;
  if (filter?.search != null)
    return courses.get('/api/Courses/SearchCourse', { query: { term: filter.search } });
  if (filter?.categoryId != null) {
    return courses.get('/api/Courses/ByCategory', {
      query: { categoryId: numericKeyOf(filter.categoryId, 'CourseCategory') },
    });
  }
  return courses.get('/api/Courses/GetCourses', {
    query: {
      tagId: filter?.tagId == null ? undefined : numericKeyOf(filter.tagId, 'CourseTag'),
      qualificationId:
        filter?.qualificationId == null
          ? undefined
          : numericKeyOf(filter.qualificationId, 'CourseQualification'),
    },
  });
}

/** The learning area's catalogue and course pages, over the courses service. */
export const courseResolvers: Resolvers = {
  Query: {
    courseCategories: async (_, args, context) =>
      connectionFromArray(await context.upstream.courses.get('/api/Categories'), args),
    courseTags: async (_, args, context) =>
      connectionFromArray(await context.upstream.courses.get('/api/Tags'), args),
    courseQualifications: async (_, args, context) =>
      connectionFromArray(await context.upstream.courses.get('/api/Qualifications'), args),
    courses: async (_, { filter, ...args }, context) =>
      connectionFromArray(await courseList(filter, context), args),
    featuredCourses: async (_, args, context) =>
      connectionFromArray(await context.upstream.courses.get('/api/Courses/GetFeatured'), args),
    superPremiumCourses: async (_, args, context) =>
      connectionFromArray(await context.upstream.courses.get('/api/Courses/SuperPremiumCourses'), args),
    course: async (_, { id, lessonId }, context) => {
      const courseId = numericKeyOf(id, 'Course');
      const result = await context.upstream.courses.tryGet('/api/Courses/{id}', {
        params: { id: courseId },
        query: lessonId == null ? {} : { lessonId: numericKeyOf(lessonId, 'Lesson') },
      });
      if (!result.ok && result.status === 404) return null;
      if (!result.ok) throw GatewayError.fromUpstream('courses', result.status, result.error);
      return { ...result.body, lessonId: lessonId == null ? undefined : numericKeyOf(lessonId, 'Lesson') };
    },
  },
  CourseCategory: { id: (category) => toGlobalId('CourseCategory', category.id) },
  CourseTag: { id: (tag) => toGlobalId('CourseTag', tag.id) },
  CourseQualification: { id: (qualification) => toGlobalId('CourseQualification', qualification.id) },
  Course: {
    id: (course) => toGlobalId('Course', course.id),
    category: async (course, _, context) => {
      const category = await findByKey(
        context.upstream.courses.get('/api/Categories'),
        String(course.categoryId),
      );
      return category!;
    },
    teacher: (course) => ({ ...course.teacher, course }),
    price: (course) => course.priceRials,
    totalDurationSeconds: (course) => course.totalSeconds,
    qualification: async (course, _, context) =>
      course.qualificationId === null
        ? null
        : findByKey(context.upstream.courses.get('/api/Qualifications'), String(course.qualificationId)),
    sections: async (course, _, context) => (await courseDetail(course, context)).sections,
    reviews: async (course, args, context) =>
      connectionFromArray((await courseDetail(course, context)).reviews, args),
    comments: async (course, args, context) =>
      connectionFromArray((await courseDetail(course, context)).comments, args),
    enrolment: async (course, _, context) => (await courseDetail(course, context)).enrolment,
    currentLesson: async (course, _, context) => (await courseDetail(course, context)).currentLesson,
    exam: async (course, _, context) => {
      const exam = (await courseDetail(course, context)).exam;
      return exam ? { ...exam, courseId: course.id } : null;
    },
    relatedCourses: async (course, args, context) =>
      connectionFromArray(
        await context.upstream.courses.get('/api/Courses/Others', { query: { id: course.id } }),
        args,
      ),
    viewerDevices: async (course, { deviceId }, context) => {
      const result = await context.upstream.courses.tryGet('/api/Courses/{id}/Devices', {
        params: { id: course.id },
        query: { deviceId },
      });
      return result.ok ? result.body : null;
    },
    progressGraph: async (course, _, context) => {
      if (!(await courseDetail(course, context)).enrolment) return [];
      return context.upstream.courses.get('/api/Courses/{id}/Graph', { params: { id: course.id } });
    },
  },
  LearnerCourse: {
    course: (entry) => entry.course,
  },
  Viewer: {
    learnerCourses: async (_, args, context) =>
      connectionFromArray(await context.upstream.courses.get('/api/Courses/My'), args),
  },
  Mutation: {
    lessonProgressLog: async (_, { input }, context) => {
      const parsed = lessonProgressLogRules.safeParse(input);
      if (!parsed.success)
        return {
          lesson: null,
          course: null,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const result = await context.upstream.courses.post('/api/Courses/Log', {
        body: { ...parsed.data, lessonId: numericKeyOf(parsed.data.lessonId, 'Lesson') },
      });
      if (!result.ok) return { lesson: null, course: null, userErrors: userErrorsFromUpstream(result.error) };
      const course = await context.upstream.courses.get('/api/Courses/{id}', {
        params: { id: result.body.courseId },
      });
      return { lesson: result.body.lesson, course, userErrors: [] };
    },
    courseDeviceRelease: async (_, { input }, context) => {
      const result = await context.upstream.courses.post('/api/Courses/{id}/ReleaseDevice', {
        params: { id: numericKeyOf(input.courseId, 'Course') },
        body: { deviceId: input.deviceId, currentDeviceId: input.currentDeviceId },
      });
      return result.ok
        ? { devices: result.body, userErrors: [] }
        : { devices: null, userErrors: userErrorsFromUpstream(result.error) };
    },
    ...courseInteractionMutations,
  },
  CourseTeacher: {
    bio: async (teacher, _, context) => (await courseDetail(teacher.course, context)).teacher.bio,
  },
  Lesson: {
    id: (lesson) => toGlobalId('Lesson', lesson.id),
    playback: async (lesson, { deviceId }, context) => {
      // A visitor has no device to admit: every visitor's player gets a free preview's one public link (a shared read).
      const result = context.session.signedIn
        ? await context.upstream.courses.post('/api/Media/Grant', { body: { lessonId: lesson.id, deviceId } })
        : await context.upstream.courses.tryGet('/api/Media/Preview', { query: { lessonId: lesson.id } });
      if (result.ok) return { mediaUrl: siteMediaUrl(result.body.path), refusal: null, message: null };
      const refusal = playbackRefusals[result.error.code];
      if (!refusal) throw GatewayError.fromUpstream('courses', result.status, result.error);
      return { mediaUrl: null, refusal, message: result.error.message };
    },
    notes: async (lesson, args, context) =>
      connectionFromArray(
        await context.upstream.courses.get('/api/LessonNotes', { query: { lessonId: lesson.id } }),
        args,
      ),
  },
  LessonNote: { id: (note) => toGlobalId('LessonNote', note.id) },
  CourseReview: { id: (review) => toGlobalId('CourseReview', review.id) },
  CourseComment: { id: (comment) => toGlobalId('CourseComment', comment.id) },
};

export const courseNodeFetchers: NodeFetchers = {
  CourseCategory: (key, context) => findByKey(context.upstream.courses.get('/api/Categories'), key),
  CourseTag: (key, context) => findByKey(context.upstream.courses.get('/api/Tags'), key),
  CourseQualification: (key, context) => findByKey(context.upstream.courses.get('/api/Qualifications'), key),
  Course: async (key, context) => {
    const result = await context.upstream.courses.tryGet('/api/Courses/{id}', {
      params: { id: Number(key) },
    });
    return result.ok ? result.body : null;
  },
};
