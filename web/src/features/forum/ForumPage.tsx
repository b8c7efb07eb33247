import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ChatAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ForumPagePaginationQuery } from '../../__generated__/ForumPagePaginationQuery.graphql';
import type { ForumPageQuery } from '../../__generated__/ForumPageQuery.graphql';
import type { ForumPageFragment$key } from '../../__generated__/ForumPageFragment.graphql';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { useViewer } from '../../shared/auth/useViewer.ts';
import { formatNumber } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { ForumAskForm } from './ForumAskForm.tsx';
import { ForumQuestionCard } from './ForumQuestionCard.tsx';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';

/** Questions a page; the first page loads with the route. */
const pageSize = 20;

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    marginBlockEnd: tokens.spacingVerticalL,
  },
  ask: { marginBlockEnd: tokens.spacingVerticalXL },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyle: 'none',
    padding: 0,
    margin: 0,
  },
});

/** `/forum`: the community's questions, newest first; anyone reads, signed-in learners ask. */
export function ForumPage({ queryRef }: { queryRef: PreloadedQuery<ForumPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { signedIn } = useViewer();
  const authDialog = useAuthDialog();
  const [asking, setAsking] = useState(false);
  const query = usePreloadedQuery<ForumPageQuery>(
    graphql`
      query ForumPageQuery @preloadable {
        ...ForumPageFragment
      }
    `,
    queryRef,
  );
  const {
    data: { forumQuestions },
    loadNext,
    hasNext,
    isLoadingNext,
  } = usePaginationFragment<ForumPagePaginationQuery, ForumPageFragment$key>(
    graphql`
      fragment ForumPageFragment on Query
      @refetchable(queryName: "ForumPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        forumQuestions(first: $first, after: $after) @connection(key: "ForumPage_forumQuestions") {
          totalCount
          edges {
            node {
              id
              ...ForumQuestionCardFragment
            }
          }
        }
      }
    `,
    query,
  );
  const askQuestion = () => (signedIn ? setAsking(true) : authDialog.show({ mode: 'signIn' }));
  return (
    <PageContainer>
      <PageHeader title={intl.formatMessage({ id: 'forum.title' })} />
      <div className={styles.toolbar}>
        <Body1>
          <FormattedMessage
            id="forum.lead"
            values={{
              count: forumQuestions.totalCount,
              formatted: formatNumber(locale, forumQuestions.totalCount),
            }}
          />
        </Body1>
        {!asking && (
          <Button appearance="primary" icon={<ChatAddRegular />} onClick={askQuestion}>
            <FormattedMessage id="forum.ask" />
          </Button>
        )}
      </div>
      {asking && signedIn && (
        <Panel className={styles.ask}>
          <Subtitle2 as="h2">
            <FormattedMessage id="forum.ask" />
          </Subtitle2>
          <ForumAskForm />
        </Panel>
      )}
      <ul className={styles.list} aria-label={intl.formatMessage({ id: 'forum.questions' })}>
        {forumQuestions.edges.map(({ node }) => (
          <li key={node.id}>
            <ForumQuestionCard question={node} />
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
        <FormattedMessage id="forum.more" />
      </LoadMoreButton>
    </PageContainer>
  );
}
