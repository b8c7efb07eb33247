/** The sample clips shipped in this folder (see README.md) and their lengths. */
export const lessonClips = [
  { file: 'lesson-clip-1.webm', durationSeconds: 12 },
  { file: 'lesson-clip-2.webm', durationSeconds: 18 },
  { file: 'lesson-clip-3.webm', durationSeconds: 24 },
] as const;

export const mediaFolder = new URL('./', import.meta.url);
