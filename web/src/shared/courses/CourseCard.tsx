import { Badge, Body1, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular, StarFilled } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CourseCardFragment$key } from '../../__generated__/CourseCardFragment.graphql';
import { Tomans } from '../format/Tomans.tsx';
import { AppLink } from '../ui/AppLink.tsx';
import { Panel } from '../ui/Panel.tsx';

const useStyles = makeStyles({
  card: { height: '100%', gap: tokens.spacingVerticalS },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', minHeight: '20px' },
  title: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
  },
  summary: { color: tokens.colorNeutralForeground2, flexGrow: 1 },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
  star: { color: tokens.colorPaletteMarigoldForeground1 },
  footer: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

/** A course in a list: title, teacher, length, score and price, linking to its page. */
export function CourseCard({ course }: { course: CourseCardFragment$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment CourseCardFragment on Course {
        id
        title
        summary
        isPremium
        isSuperPremium
        price
        lessonCount
        totalDurationSeconds
        averageScore
        reviewCount
        teacher {
          fullName
        }
      }
    `,
    course,
  );
  return (
    <Panel className={styles.card} data-testid="course-card">
      <div className={styles.badges}>
        {data.isSuperPremium ? (
          <Badge appearance="filled" color="important">
            <FormattedMessage id="courses.card.superPremium" />
          </Badge>
        ) : data.isPremium ? (
          <Badge appearance="tint" color="brand">
            <FormattedMessage id="courses.card.premium" />
          </Badge>
        ) : null}
      </div>
      <AppLink to={`/courses/${data.id}`} className={styles.title}>
        {data.title}
      </AppLink>
      <Body1 className={styles.summary}>{data.summary}</Body1>
      <Caption1 className={styles.meta}>
        <PersonRegular aria-hidden /> {data.teacher.fullName}
      </Caption1>
      <Caption1 className={styles.meta}>
        <FormattedMessage
          id="courses.card.lessons"
          values={{ count: data.lessonCount, minutes: Math.ceil(data.totalDurationSeconds / 60) }}
        />
      </Caption1>
      <div className={styles.footer}>
        <Caption1 className={styles.meta}>
          {data.averageScore == null ? (
            <FormattedMessage id="courses.card.noReviews" />
          ) : (
            <>
              <StarFilled className={styles.star} aria-hidden />
              <FormattedMessage
                id="courses.card.reviews"
                values={{ score: data.averageScore, count: data.reviewCount }}
              />
            </>
          )}
        </Caption1>
        <Text weight="semibold">
          {data.price === 0 ? <FormattedMessage id="courses.card.free" /> : <Tomans rials={data.price} />}
        </Text>
      </div>
    </Panel>
  );
}
