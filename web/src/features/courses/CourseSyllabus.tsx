import { Badge, Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, LockClosedRegular, PlayCircleRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CourseSyllabusFragment$key } from '../../__generated__/CourseSyllabusFragment.graphql';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { formatLessonDuration } from './formatLessonDuration.ts';

const useStyles = makeStyles({
  section: { marginBlockEnd: tokens.spacingVerticalL },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  lesson: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  current: { backgroundColor: tokens.colorBrandBackground2 },
  title: { flexGrow: 1 },
  watched: { color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The course's sections and lessons; each lesson opens in the player, marked watched, free or locked. */
export function CourseSyllabus({
  course,
  courseId,
}: {
  course: CourseSyllabusFragment$key;
  courseId: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment CourseSyllabusFragment on Course {
        sections {
          title
          lessons {
            id
            title
            durationSeconds
            isFreePreview
            canWatch
            watched
          }
        }
        currentLesson {
          id
        }
      }
    `,
    course,
  );
  return (
    <nav aria-label={intl.formatMessage({ id: 'courses.page.syllabus' })}>
      {data.sections.map((section) => (
        <div key={section.title} className={styles.section}>
          <Subtitle2 as="h3">{section.title}</Subtitle2>
          <ol className={styles.list}>
            {section.lessons.map((lesson) => (
              <li
                key={lesson.id}
                className={mergeClasses(
                  styles.lesson,
                  lesson.id === data.currentLesson?.id && styles.current,
                )}
                data-testid="syllabus-lesson"
                data-watched={lesson.watched}
              >
                {lesson.watched ? (
                  <CheckmarkCircleFilled
                    className={styles.watched}
                    aria-label={intl.formatMessage({ id: 'courses.lesson.watched' })}
                  />
                ) : lesson.canWatch ? (
                  <PlayCircleRegular aria-hidden />
                ) : (
                  <LockClosedRegular
                    className={styles.muted}
                    aria-label={intl.formatMessage({ id: 'courses.lesson.locked' })}
                  />
                )}
                <span className={styles.title}>
                  <AppLink to={`/courses/${courseId}?lesson=${encodeURIComponent(lesson.id)}`}>
                    {lesson.title}
                  </AppLink>
                </span>
                {lesson.isFreePreview ? (
                  <Badge appearance="tint" color="success" size="small">
                    <FormattedMessage id="courses.lesson.freePreview" />
                  </Badge>
                ) : null}
                <Caption1 className={styles.muted}>
                  {formatLessonDuration(locale, lesson.durationSeconds)}
                </Caption1>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </nav>
  );
}
