import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SitePageContentFragment$key } from '../../__generated__/SitePageContentFragment.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Paragraphs } from '../../shared/ui/Paragraphs.tsx';

const useStyles = makeStyles({
  updated: {
    display: 'block',
    marginBlockStart: tokens.spacingVerticalXL,
    color: tokens.colorNeutralForeground3,
  },
});

/** The title and text of one of the site's fixed pages. */
export function SitePageContent({ page }: { page: SitePageContentFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment SitePageContentFragment on SitePage {
        title
        body
        updatedOn
      }
    `,
    page,
  );
  return (
    <article>
      <PageHeader title={data.title} />
      <Paragraphs text={data.body} />
      <Caption1 className={styles.updated}>
        <FormattedMessage id="site.updatedOn" values={{ date: formatDate(locale, data.updatedOn) }} />
      </Caption1>
    </article>
  );
}
