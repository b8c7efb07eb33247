import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { FaqPageQuery } from '../../__generated__/FaqPageQuery.graphql';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Paragraphs } from '../../shared/ui/Paragraphs.tsx';

const useStyles = makeStyles({
  topic: { marginBlockEnd: tokens.spacingVerticalXXL },
  topicTitle: { display: 'block', marginBlockEnd: tokens.spacingVerticalM },
  panel: { paddingBlock: tokens.spacingVerticalS },
});

type Question = { id: string; topic: string; question: string; answer: string };

/** Questions grouped by topic, in the order support chose (topics in order of their first question). */
function byTopic(questions: readonly Question[]): [string, Question[]][] {
  const groups = new Map<string, Question[]>();
  for (const question of questions)
    groups.set(question.topic, [...(groups.get(question.topic) ?? []), question]);
  return [...groups];
}

/** Frequently asked questions. */
export function FaqPage({ queryRef }: { queryRef: PreloadedQuery<FaqPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const { faqs } = usePreloadedQuery<FaqPageQuery>(
    graphql`
      query FaqPageQuery @preloadable {
        faqs(first: 100) {
          edges {
            node {
              id
              topic
              question
              answer
            }
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <PageContainer narrow>
      <PageHeader
        title={intl.formatMessage({ id: 'faq.title' })}
        subtitle={<FormattedMessage id="faq.subtitle" />}
      />
      {byTopic(faqs.edges.map(({ node }) => node)).map(([topic, questions], index) => (
        <section key={topic} className={styles.topic} aria-labelledby={`faq-topic-${index}`}>
          <Title3 as="h2" id={`faq-topic-${index}`} className={styles.topicTitle}>
            {topic}
          </Title3>
          <Accordion collapsible multiple>
            {questions.map((question) => (
              <AccordionItem key={question.id} value={question.id}>
                <AccordionHeader as="h3" expandIconPosition="end">
                  {question.question}
                </AccordionHeader>
                <AccordionPanel className={styles.panel}>
                  <Paragraphs text={question.answer} />
                </AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </PageContainer>
  );
}
