import { makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { SuggestionsPageQuery } from '../../__generated__/SuggestionsPageQuery.graphql';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { ContactForm } from './ContactForm.tsx';
import { feedbackSubjects } from './contactSubjects.ts';
import { SupportHoursCard } from './SupportHoursCard.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** Suggestions and error reports: the contact form with its subject limited to those two. */
export function SuggestionsPage({ queryRef }: { queryRef: PreloadedQuery<SuggestionsPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const { supportStatus } = usePreloadedQuery<SuggestionsPageQuery>(
    graphql`
      query SuggestionsPageQuery @preloadable {
        supportStatus {
          ...SupportHoursCardFragment
        }
      }
    `,
    queryRef,
  );
  return (
    <PageContainer narrow>
      <PageHeader
        title={intl.formatMessage({ id: 'suggestions.title' })}
        subtitle={<FormattedMessage id="suggestions.subtitle" />}
      />
      <div className={styles.stack}>
        <Panel>
          <ContactForm subjects={feedbackSubjects} defaultSubject="SUGGESTION" />
        </Panel>
        {supportStatus ? <SupportHoursCard status={supportStatus} /> : null}
      </div>
    </PageContainer>
  );
}
