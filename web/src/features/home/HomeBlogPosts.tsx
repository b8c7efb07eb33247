import { Badge, Body1, Caption1, CardFooter, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular, ClockRegular } from '@fluentui/react-icons';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeBlogPostsFragment$key } from '../../__generated__/HomeBlogPostsFragment.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { StretchedLink } from '../../shared/ui/StretchedLink.tsx';
import { HomeSection } from './HomeSection.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { height: '100%', justifyContent: 'space-between', position: 'relative' },
  summary: { color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
  meta: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground3,
    flexWrap: 'wrap',
  },
  metaItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The latest articles of the blog. */
export function HomeBlogPosts({ home }: { home: HomeBlogPostsFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { blogPosts } = useFragment(
    graphql`
      fragment HomeBlogPostsFragment on HomePage {
        blogPosts(first: 6) {
          edges {
            node {
              id
              slug
              title
              summary
              publishedOn
              readingMinutes
            }
          }
        }
      }
    `,
    home,
  );
  if (blogPosts.edges.length === 0) return null;
  return (
    <HomeSection
      id="home-blog"
      title={<FormattedMessage id="home.blog.title" />}
      lead={<FormattedMessage id="home.blog.lead" />}
    >
      <div className={styles.grid}>
        {blogPosts.edges.map(({ node: post }) => (
          <Panel key={post.id} className={styles.card}>
            <Badge appearance="tint" shape="rounded">
              <FormattedMessage id="home.blog.badge" />
            </Badge>
            <Text as="h3" weight="semibold" size={400}>
              <StretchedLink to={`/blog/${post.slug}`}>{post.title}</StretchedLink>
            </Text>
            <Body1 className={styles.summary}>{post.summary}</Body1>
            <CardFooter>
              <Caption1 className={styles.meta}>
                <span className={styles.metaItem}>
                  <CalendarLtrRegular aria-hidden />
                  <time dateTime={post.publishedOn}>{formatDate(locale, post.publishedOn)}</time>
                </span>
                <span className={styles.metaItem}>
                  <ClockRegular aria-hidden />
                  <FormattedMessage
                    id="home.blog.readingMinutes"
                    values={{ minutes: <FormattedNumber value={post.readingMinutes} /> }}
                  />
                </span>
              </Caption1>
            </CardFooter>
          </Panel>
        ))}
      </div>
    </HomeSection>
  );
}
