import type { MutationResolvers } from '../__generated__/resolver-types.ts';
import { toGlobalId } from '../shared/relay/global-id.ts';
import { invalidIdsAsUserErrors } from '../shared/validation/invalid-ids-as-user-errors.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import {
  courseCommentRules,
  courseReviewRules,
  courseSuggestionRules,
  lessonNoteRules,
  lessonQuestionRules,
} from '@rasad/contracts/rules/course-interaction-rules.ts';
import { numericKeyOf } from './course-ids.ts';
import { viewerLessonQuestions } from './lesson-question-resolvers.ts';

/** Lesson notes, reviews, comments, questions and suggestions: checked with the shared rules, then sent to the courses service. */
export const courseInteractionMutations: MutationResolvers = invalidIdsAsUserErrors({
  lessonNoteCreate: async (_, { input }, context) => {
    const parsed = lessonNoteRules.safeParse(input);
    if (!parsed.success)
      return { note: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
    const result = await context.upstream.courses.post('/api/LessonNotes', {
      body: { ...parsed.data, lessonId: numericKeyOf(input.lessonId, 'Lesson') },
    });
    if (!result.ok) return { note: null, userErrors: userErrorsFromUpstream(result.error) };
    return { note: result.body, userErrors: [] };
  },
  lessonNoteUpdate: async (_, { input }, context) => {
    const parsed = lessonNoteRules.safeParse(input);
    if (!parsed.success)
      return { note: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
    const result = await context.upstream.courses.put('/api/LessonNotes/{id}', {
      params: { id: numericKeyOf(input.id, 'LessonNote') },
      body: parsed.data,
    });
    if (!result.ok) return { note: null, userErrors: userErrorsFromUpstream(result.error) };
    return { note: result.body, userErrors: [] };
  },
  lessonNoteDelete: async (_, { input }, context) => {
    const result = await context.upstream.courses.delete('/api/LessonNotes/{id}', {
      params: { id: numericKeyOf(input.id, 'LessonNote') },
    });
    if (!result.ok) return { deletedNoteId: null, userErrors: userErrorsFromUpstream(result.error) };
    return { deletedNoteId: toGlobalId('LessonNote', result.body.id), userErrors: [] };
  },
  courseReviewCreate: async (_, { input }, context) => {
    const parsed = courseReviewRules.safeParse(input);
    if (!parsed.success)
      return {
        review: null,
        course: null,
        userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
      };
    const courseId = numericKeyOf(input.courseId, 'Course');
    const result = await context.upstream.courses.post('/api/Comment/Comment', {
      body: { ...parsed.data, courseId },
    });
    if (!result.ok) return { review: null, course: null, userErrors: userErrorsFromUpstream(result.error) };
    const course = await context.upstream.courses.get('/api/Courses/{id}', { params: { id: courseId } });
    return { review: { ...result.body, score: parsed.data.score }, course, userErrors: [] };
  },
  courseCommentCreate: async (_, { input }, context) => {
    const parsed = courseCommentRules.safeParse(input);
    if (!parsed.success)
      return {
        comment: null,
        course: null,
        userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
      };
    const courseId = numericKeyOf(input.courseId, 'Course');
    const result = await context.upstream.courses.post('/api/Comment/Comment', {
      body: { body: parsed.data.body, courseId, score: null },
    });
    if (!result.ok) return { comment: null, course: null, userErrors: userErrorsFromUpstream(result.error) };
    const course = await context.upstream.courses.get('/api/Courses/{id}', { params: { id: courseId } });
    return { comment: result.body, course, userErrors: [] };
  },
  lessonQuestionAsk: async (_, { input }, context) => {
    const parsed = lessonQuestionRules.safeParse(input);
    if (!parsed.success)
      return {
        askedAt: null,
        question: null,
        userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
      };
    const lessonId = input.lessonId == null ? null : numericKeyOf(input.lessonId, 'Lesson');
    const result = await context.upstream.courses.post('/api/UGQ/CreateUGQ', {
      body: {
        courseId: numericKeyOf(input.courseId, 'Course'),
        lessonId,
        question: parsed.data.question,
        atSecond: input.atSecond ?? null,
        publish: input.publishToForum ?? false,
      },
    });
    if (!result.ok)
      return { askedAt: null, question: null, userErrors: userErrorsFromUpstream(result.error) };
    // Read back as the lesson lists it, so the page shows it under the lesson at once.
    const mine = lessonId === null ? [] : await viewerLessonQuestions(context, lessonId);
    return {
      askedAt: result.body.createdAt,
      question: mine.find((question) => question.id === result.body.id) ?? null,
      userErrors: [],
    };
  },
  courseSuggestionCreate: async (_, { input }, context) => {
    const parsed = courseSuggestionRules.safeParse(input);
    if (!parsed.success)
      return { receivedAt: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
    const result = await context.upstream.courses.post('/api/Suggestion/Suggest', { body: parsed.data });
    if (!result.ok) return { receivedAt: null, userErrors: userErrorsFromUpstream(result.error) };
    return { receivedAt: result.body.createdAt, userErrors: [] };
  },
});
