import { z } from 'zod';

/** The forum's rules, shared by the web's forms, the gateway and the courses service. */
export const forumQuestionRules = z.object({
  title: z
    .string({ error: 'validation.forum.title' })
    .trim()
    .min(5, 'validation.forum.title')
    .max(150, 'validation.forum.title'),
  body: z
    .string({ error: 'validation.forum.body' })
    .trim()
    .min(10, 'validation.forum.body')
    .max(4000, 'validation.forum.body'),
});

export const forumAnswerRules = z.object({
  body: z
    .string({ error: 'validation.forum.answer' })
    .trim()
    .min(2, 'validation.forum.answer')
    .max(4000, 'validation.forum.answer'),
});
