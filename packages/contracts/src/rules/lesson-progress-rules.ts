import { z } from 'zod';

/** The id a player keeps per device; the device limit counts these. */
export const deviceIdRule = z
  .string({ error: 'validation.lessonProgress.device' })
  .trim()
  .min(8, 'validation.lessonProgress.device')
  .max(64, 'validation.lessonProgress.device');

/**
 * The player's progress report (where the learner is in a lesson and how long they watched since the last report),
 * checked alike by the gateway and the courses service; each layer adds the lesson id in its own form.
 */
export const lessonProgressRules = z.object({
  positionSeconds: z
    .number({ error: 'validation.lessonProgress.position' })
    .min(0, 'validation.lessonProgress.position')
    .max(86_400, 'validation.lessonProgress.position'),
  watchedSeconds: z
    .number({ error: 'validation.lessonProgress.watched' })
    .min(0, 'validation.lessonProgress.watched')
    .max(3_600, 'validation.lessonProgress.watched'),
  ended: z.boolean().default(false),
  deviceId: deviceIdRule,
});
