/** The refusal of a `lessonId` that names no lesson (or none of the course asked about), wherever a lesson is looked up. */
export const lessonNotFound = {
  status: 404,
  code: 'NOT_FOUND',
  messageKey: 'lesson.notFound',
  field: 'lessonId',
} as const;
