import { graphql, useMutation } from 'react-relay/hooks';
import type { useLessonProgressLogMutation as LessonProgressLogMutation } from '../../__generated__/useLessonProgressLogMutation.graphql';

/** Reports play progress; the lesson's position and watched mark and the course's progress update in place. */
export function useLessonProgressLogMutation() {
  return useMutation<LessonProgressLogMutation>(graphql`
    mutation useLessonProgressLogMutation($input: LessonProgressLogInput!) {
      lessonProgressLog(input: $input) {
        lesson {
          id
          watched
          lastPositionSeconds
        }
        course {
          id
          sections {
            lessons {
              id
              watched
            }
          }
          exam {
            id
            unlocked
          }
          ...CourseAccessCardFragment
          ...CourseProgressGraphFragment
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
