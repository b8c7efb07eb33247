import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { JobsPageQuery } from '../../__generated__/JobsPageQuery.graphql';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { JobOpeningCard } from './JobOpeningCard.tsx';
import { SitePageContent } from './SitePageContent.tsx';

const useStyles = makeStyles({
  openings: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    marginBlockStart: tokens.spacingVerticalXXL,
  },
});

/** Working with us: the page's text and the open positions. */
export function JobsPage({ queryRef }: { queryRef: PreloadedQuery<JobsPageQuery> }) {
  const styles = useStyles();
  const { sitePage, jobOpenings } = usePreloadedQuery<JobsPageQuery>(
    graphql`
      query JobsPageQuery @preloadable {
        sitePage(slug: JOBS) {
          ...SitePageContentFragment
        }
        jobOpenings(first: 50) {
          edges {
            node {
              id
              ...JobOpeningCardFragment
            }
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <PageContainer narrow>
      {sitePage ? <SitePageContent page={sitePage} /> : null}
      <section className={styles.openings} aria-labelledby="job-openings">
        <Title2 as="h2" id="job-openings">
          <FormattedMessage id="jobs.openings" />
        </Title2>
        {jobOpenings.edges.length === 0 ? (
          <Body1>
            <FormattedMessage id="jobs.none" />
          </Body1>
        ) : (
          jobOpenings.edges.map(({ node }) => <JobOpeningCard key={node.id} job={node} />)
        )}
      </section>
    </PageContainer>
  );
}
