import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ContactPageQuery } from '../../__generated__/ContactPageQuery.graphql';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Paragraphs } from '../../shared/ui/Paragraphs.tsx';
import { ContactForm } from './ContactForm.tsx';
import { contactSubjects } from '@rasad/contracts/rules/contact-message-rules.ts';
import { SupportHoursCard } from './SupportHoursCard.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 860px)': { gridTemplateColumns: '1fr' },
  },
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** How to reach us: the page's text, support hours, and the message form. */
export function ContactPage({ queryRef }: { queryRef: PreloadedQuery<ContactPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const { sitePage, supportStatus } = usePreloadedQuery<ContactPageQuery>(
    graphql`
      query ContactPageQuery @preloadable {
        sitePage(slug: CONTACT) {
          title
          body
        }
        supportStatus {
          ...SupportHoursCardFragment
        }
      }
    `,
    queryRef,
  );
  return (
    <PageContainer>
      <PageHeader title={sitePage?.title ?? intl.formatMessage({ id: 'contact.title' })} />
      <div className={styles.layout}>
        <Panel>
          <ContactForm subjects={contactSubjects} defaultSubject="SUPPORT" />
        </Panel>
        <aside className={styles.aside}>
          {supportStatus ? <SupportHoursCard status={supportStatus} /> : null}
          {sitePage ? <Paragraphs text={sitePage.body} /> : null}
        </aside>
      </div>
    </PageContainer>
  );
}
