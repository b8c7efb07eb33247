import { z } from 'zod';

/** Rules the web's forms, the gateway and the courses service share for notes, reviews, comments, questions and suggestions. */
export const lessonNoteRules = z.object({
  atSecond: z
    .number({ error: 'validation.note.atSecond' })
    .int('validation.note.atSecond')
    .min(0, 'validation.note.atSecond')
    .max(86_400, 'validation.note.atSecond'),
  body: z
    .string({ error: 'validation.note.body' })
    .trim()
    .min(1, 'validation.note.body')
    .max(2000, 'validation.note.body'),
});

export const courseReviewRules = z.object({
  score: z
    .number({ error: 'validation.review.score' })
    .int('validation.review.score')
    .min(1, 'validation.review.score')
    .max(5, 'validation.review.score'),
  body: z
    .string({ error: 'validation.review.body' })
    .trim()
    .min(3, 'validation.review.body')
    .max(2000, 'validation.review.body'),
});

export const courseCommentRules = z.object({
  body: z
    .string({ error: 'validation.comment.body' })
    .trim()
    .min(3, 'validation.comment.body')
    .max(2000, 'validation.comment.body'),
});

export const lessonQuestionRules = z.object({
  question: z
    .string({ error: 'validation.question.body' })
    .trim()
    .min(5, 'validation.question.body')
    .max(2000, 'validation.question.body'),
});

export const courseSuggestionRules = z.object({
  title: z
    .string({ error: 'validation.suggestion.title' })
    .trim()
    .min(3, 'validation.suggestion.title')
    .max(200, 'validation.suggestion.title'),
  description: z.string().trim().max(2000, 'validation.description.tooLong'),
});

export const lessonQuestionAnswerRules = z.object({
  body: z
    .string({ error: 'validation.forum.answer' })
    .trim()
    .min(2, 'validation.forum.answer')
    .max(4000, 'validation.forum.answer'),
});
