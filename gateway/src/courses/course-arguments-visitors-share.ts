/**
 * The course page's arguments a visitor's answer does not depend on, as schema coordinates (course-resolvers.ts): a
 * visitor has no devices (`viewerDevices` is null for them), and every visitor's player gets a free preview's one
 * public link whatever its device (`playback` reads `/api/Media/Preview` for them). The shared response cache leaves
 * a variable used only in these out of a visitor's key.
 */
export const courseArgumentsVisitorsShare: readonly string[] = [
  'Course.viewerDevices(deviceId:)',
  'Lesson.playback(deviceId:)',
];
