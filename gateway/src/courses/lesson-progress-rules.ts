import { z } from 'zod';

/** The player's progress report, checked in the gateway before it reaches the courses service. */
export const lessonProgressLogRules = z.object({
  lessonId: z.string(),
  positionSeconds: z.number().min(0, 'validation.invalid').max(86_400, 'validation.invalid'),
  watchedSeconds: z.number().min(0, 'validation.invalid').max(3_600, 'validation.invalid'),
  ended: z.boolean(),
  deviceId: z.string().trim().min(8, 'validation.invalid').max(64, 'validation.invalid'),
});
