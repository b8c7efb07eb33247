import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { BlogPostPageQuery } from '../../__generated__/BlogPostPageQuery.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { Paragraphs } from '../../shared/ui/Paragraphs.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { NotFoundPage } from '../../shared/ui/NotFoundPage.tsx';

const useStyles = makeStyles({
  article: { maxWidth: '72ch' },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** `/blog/:slug`: one article of the blog, opened from the home page. */
export function BlogPostPage({ queryRef }: { queryRef: PreloadedQuery<BlogPostPageQuery> }) {
  const styles = useStyles();
  const locale = useLocale();
  const { blogPost } = usePreloadedQuery<BlogPostPageQuery>(
    graphql`
      query BlogPostPageQuery($slug: String!) @preloadable {
        blogPost(slug: $slug) {
          title
          summary
          publishedOn
          readingMinutes
          paragraphs
        }
      }
    `,
    queryRef,
  );
  if (!blogPost) return <NotFoundPage />;
  return (
    <PageContainer>
      <article className={styles.article}>
        <PageHeader
          title={blogPost.title}
          subtitle={
            <Caption1 className={styles.meta}>
              <time dateTime={blogPost.publishedOn}>{formatDate(locale, blogPost.publishedOn)}</time>
              {' · '}
              <FormattedMessage
                id="home.blog.readingMinutes"
                values={{ minutes: <FormattedNumber value={blogPost.readingMinutes} /> }}
              />
            </Caption1>
          }
        />
        <Paragraphs text={[blogPost.summary, ...blogPost.paragraphs].join('\n\n')} />
      </article>
    </PageContainer>
  );
}
