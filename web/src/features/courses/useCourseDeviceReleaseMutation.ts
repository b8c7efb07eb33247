import { graphql, useMutation } from 'react-relay/hooks';
import type { useCourseDeviceReleaseMutation as Mutation } from '../../__generated__/useCourseDeviceReleaseMutation.graphql';

/** Frees one of the viewer's devices of a course; the updater puts the new list on the course. */
export function useCourseDeviceReleaseMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCourseDeviceReleaseMutation($input: CourseDeviceReleaseInput!) {
      courseDeviceRelease(input: $input) {
        devices {
          deviceLimit
          releasableFrom
          devices {
            deviceId
            firstSeenAt
            current
          }
        }
        userErrors {
          message
        }
      }
    }
  `);
}
