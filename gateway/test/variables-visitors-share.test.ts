import { describe, expect, it } from 'vitest';
import { courseArgumentsVisitorsShare } from '../src/courses/course-arguments-visitors-share.ts';
import { buildExecutableSchema } from '../src/schema/build-executable-schema.ts';
import { variablesForVisitorKey } from '../src/shared/caching/variables-visitors-share.ts';

const keyVariables = variablesForVisitorKey(buildExecutableSchema(), courseArgumentsVisitorsShare);

describe('a visitor’s response-cache key', () => {
  it('leaves out a device id used only where a visitor’s answer does not depend on it', () => {
    const document = `query ($id: ID!, $deviceId: String!) {
      course(id: $id) { title viewerDevices(deviceId: $deviceId) { deviceLimit } currentLesson { ...Player } }
    }
    fragment Player on Lesson { playback(deviceId: $deviceId) { mediaUrl } }`;
    expect(keyVariables(document, { id: 'Q291cnNlOjE', deviceId: 'phone-1' })).toEqual({ id: 'Q291cnNlOjE' });
  });

  it('keeps a variable also used anywhere else, and a document that does not parse as it came', () => {
    const alsoSearched = `query ($deviceId: String!) {
      courses(filter: { search: $deviceId }) { edges { node { title } } }
      course(id: "Q291cnNlOjE") { currentLesson { playback(deviceId: $deviceId) { mediaUrl } } }
    }`;
    expect(keyVariables(alsoSearched, { deviceId: 'phone-1' })).toEqual({ deviceId: 'phone-1' });
    const inDirective = `query ($deviceId: String!, $show: Boolean!) {
      course(id: "Q291cnNlOjE") { title @include(if: $show) currentLesson { playback(deviceId: $deviceId) { mediaUrl } } }
    }`;
    expect(keyVariables(inDirective, { deviceId: 'phone-1', show: true })).toEqual({ show: true });
    expect(keyVariables('query {', { deviceId: 'phone-1' })).toEqual({ deviceId: 'phone-1' });
  });
});
