/** The speeds the lesson player offers, in the order its button cycles through them (the usual one first). */
export const lessonPlaybackRates = [1, 1.25, 1.5, 2, 0.75] as const;

export type LessonPlaybackRate = (typeof lessonPlaybackRates)[number];

/** The fastest of them: the courses service believes a progress report's watching up to this many times the clock. */
export const fastestLessonPlaybackRate = Math.max(...lessonPlaybackRates);
