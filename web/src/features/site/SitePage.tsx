import { makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { SitePageQuery, SitePageSlug } from '../../__generated__/SitePageQuery.graphql';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { ForwardChevron } from '../../shared/ui/ForwardChevron.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { NotFoundPage } from '../../shared/ui/NotFoundPage.tsx';
import { SitePageContent } from './SitePageContent.tsx';

/** Where a reader of a fixed page usually goes next. */
const nextSteps: Partial<Record<SitePageSlug, { path: string; label: string }>> = {
  ADVERTISING: { path: '/ads-pricing', label: 'site.next.adsPricing' },
  WHAT_IS: { path: '/pricing', label: 'site.next.pricing' },
  ABOUT: { path: '/contact', label: 'site.next.contact' },
  DATA_SOURCES: { path: '/suggestions', label: 'site.next.reportError' },
};

const useStyles = makeStyles({ next: { marginBlockStart: tokens.spacingVerticalXL } });

/** A fixed page of the site: about, what-is, terms, privacy, disclaimer, data sources, advertising. */
export function SitePage({ queryRef }: { queryRef: PreloadedQuery<SitePageQuery> }) {
  const styles = useStyles();
  const { sitePage } = usePreloadedQuery<SitePageQuery>(
    graphql`
      query SitePageQuery($slug: SitePageSlug!) @preloadable {
        sitePage(slug: $slug) {
          slug
          ...SitePageContentFragment
        }
      }
    `,
    queryRef,
  );
  if (!sitePage) return <NotFoundPage />;
  const next = nextSteps[sitePage.slug];
  return (
    <PageContainer narrow>
      <SitePageContent page={sitePage} />
      {next ? (
        <ButtonLink
          className={styles.next}
          appearance="primary"
          to={next.path}
          icon={<ForwardChevron />}
          iconPosition="after"
        >
          <FormattedMessage id={next.label} />
        </ButtonLink>
      ) : null}
    </PageContainer>
  );
}
