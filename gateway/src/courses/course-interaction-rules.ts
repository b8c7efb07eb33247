import { z } from 'zod';

/** Rules the web forms and the gateway share for notes, reviews, comments, questions and suggestions. */
export const lessonNoteRules = z.object({
  atSecond: z.number().int().min(0, 'validation.invalid').max(86_400, 'validation.invalid'),
  body: z.string().trim().min(1, 'validation.note.body').max(2000, 'validation.note.body'),
});

export const courseReviewRules = z.object({
  score: z.number().int().min(1, 'validation.review.score').max(5, 'validation.review.score'),
  body: z.string().trim().min(3, 'validation.review.body').max(2000, 'validation.review.body'),
});

export const courseCommentRules = z.object({
  body: z.string().trim().min(3, 'validation.comment.body').max(2000, 'validation.comment.body'),
});

export const lessonQuestionRules = z.object({
  question: z.string().trim().min(5, 'validation.question.body').max(2000, 'validation.question.body'),
});

export const courseSuggestionRules = z.object({
  title: z.string().trim().min(3, 'validation.suggestion.title').max(200, 'validation.suggestion.title'),
  description: z.string().trim().max(2000, 'validation.description.tooLong'),
});

export const lessonQuestionAnswerRules = z.object({
  body: z.string().trim().min(2, 'validation.forum.answer').max(4000, 'validation.forum.answer'),
});
