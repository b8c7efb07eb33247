import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { HomeBlogPosts } from './HomeBlogPosts.tsx';
import { HomeCustomers } from './HomeCustomers.tsx';
import { HomeDataSources } from './HomeDataSources.tsx';
import { HomeHero } from './HomeHero.tsx';
import { HomeServices } from './HomeServices.tsx';
import { HomeStatistics } from './HomeStatistics.tsx';

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXXL },
});

export function HomePage({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const styles = useStyles();
  const { home } = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery @preloadable {
        home {
          ...HomeHeroFragment
          ...HomeStatisticsFragment
          ...HomeServicesFragment
          ...HomeBlogPostsFragment
          ...HomeCustomersFragment
          ...HomeDataSourcesFragment
        }
      }
    `,
    queryRef,
  );
  return (
    <>
      <HomeHero home={home} />
      <PageContainer>
        <div className={styles.sections}>
          <HomeStatistics home={home} />
          <HomeServices home={home} />
          <HomeBlogPosts home={home} />
          <HomeDataSources home={home} />
          <HomeCustomers home={home} />
        </div>
      </PageContainer>
    </>
  );
}
