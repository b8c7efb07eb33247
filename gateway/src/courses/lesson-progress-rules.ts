import { lessonProgressRules } from '@rasad/contracts/rules/lesson-progress-rules.ts';
import { z } from 'zod';

/** The player's progress report as the gateway receives it: the shared rule, with the lesson's global id. */
export const lessonProgressLogRules = lessonProgressRules.extend({ lessonId: z.string() });
