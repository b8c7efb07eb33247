import { z } from 'zod';

/** The forum's rules, shared by the web forms and the gateway (the courses service applies the same limits). */
export const forumQuestionRules = z.object({
  title: z.string().trim().min(5, 'validation.forum.title').max(150, 'validation.forum.title'),
  body: z.string().trim().min(10, 'validation.forum.body').max(4000, 'validation.forum.body'),
});

export const forumAnswerRules = z.object({
  body: z.string().trim().min(2, 'validation.forum.answer').max(4000, 'validation.forum.answer'),
});
