import type { TestService } from '../build-test-service.ts';

/** A clock the tests move by hand, so the player's reports can be spaced as real playback would space them. */
export function installTestClock(service: TestService) {
  let current = Date.now();
  service.context.now = () => new Date(current);
  return {
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
  };
}

/**
 * Plays a lesson from its start to its end as the player reports it: a report when playback starts, then one
 * per `stepSeconds` of playback at normal speed, the last at the end.
 */
export async function watchLessonThrough(
  service: TestService,
  clock: ReturnType<typeof installTestClock>,
  headers: Record<string, string>,
  lesson: { id: number; durationSeconds: number },
  deviceId: string,
  stepSeconds = 5,
) {
  const report = (positionSeconds: number, watchedSeconds: number, ended = false) =>
    service.app.inject({
      method: 'POST',
      url: '/api/Courses/Log',
      headers,
      payload: { lessonId: lesson.id, positionSeconds, watchedSeconds, ended, deviceId },
    });
  let response = await report(0, 0);
  for (let position = 0; position < lesson.durationSeconds;) {
    const step = Math.min(stepSeconds, lesson.durationSeconds - position);
    clock.advanceSeconds(step);
    position += step;
    response = await report(position, step, position >= lesson.durationSeconds);
  }
  return response;
}
