import { Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { StarFilled } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CourseReviewsFragment$key } from '../../__generated__/CourseReviewsFragment.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { Panel } from '../../shared/ui/Panel.tsx';
import { WrittenText } from '../../shared/ui/WrittenText.tsx';

const useStyles = makeStyles({
  heading: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalM,
    flexWrap: 'wrap',
  },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  average: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  score: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  star: { color: tokens.colorPaletteMarigoldForeground1 },
  meta: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
});

/** The course's average score and its comments, newest first: reviews show their score, plain comments none. */
export function CourseReviews({ course }: { course: CourseReviewsFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment CourseReviewsFragment on Course {
        averageScore
        reviewCount
        comments(first: 50) {
          edges {
            node {
              id
              authorName
              body
              score
              createdAt
            }
          }
        }
      }
    `,
    course,
  );
  return (
    <section aria-label={intl.formatMessage({ id: 'courses.page.reviews' })}>
      <div className={styles.heading}>
        <Subtitle1 as="h2">
          <FormattedMessage id="courses.page.reviews" />
        </Subtitle1>
        {data.averageScore == null ? (
          <Caption1>
            <FormattedMessage id="courses.card.noReviews" />
          </Caption1>
        ) : (
          <span className={styles.average} data-testid="course-average-score">
            <StarFilled className={styles.star} aria-hidden />
            <FormattedMessage
              id="courses.card.reviews"
              values={{ score: data.averageScore, count: data.reviewCount }}
            />
          </span>
        )}
      </div>
      <div className={styles.list}>
        {data.comments.edges.length === 0 ? (
          <Caption1>
            <FormattedMessage id="courses.comments.empty" />
          </Caption1>
        ) : null}
        {data.comments.edges.map(({ node }) => (
          <Panel key={node.id} data-testid={node.score === null ? 'course-comment' : 'course-review'}>
            <div className={styles.meta}>
              <Caption1>{node.authorName}</Caption1>
              {node.score === null ? null : (
                <span className={styles.score}>
                  <StarFilled className={styles.star} aria-hidden />
                  <FormattedMessage id="courses.review.scoreOf" values={{ score: node.score }} />
                </span>
              )}
              <Caption1>{formatDate(locale, node.createdAt)}</Caption1>
            </div>
            <WrittenText>{node.body}</WrittenText>
          </Panel>
        ))}
      </div>
    </section>
  );
}
