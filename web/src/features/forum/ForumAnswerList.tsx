import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { ConnectionHandler, graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ForumAnswerListPaginationQuery } from '../../__generated__/ForumAnswerListPaginationQuery.graphql';
import type { ForumAnswerListFragment$key } from '../../__generated__/ForumAnswerListFragment.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { WrittenText } from '../../shared/ui/WrittenText.tsx';

const pageSize = 20;
const connectionKey = 'ForumAnswerList_answers';

/** The store's ID of a question's answers, for the answer form to append its new answer to. */
export function answersConnectionId(questionId: string): string {
  return ConnectionHandler.getConnectionID(questionId, connectionKey);
}

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyle: 'none',
    padding: 0,
    margin: 0,
  },
  body: { whiteSpace: 'pre-wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A question's answers, oldest first, a page at a time. */
export function ForumAnswerList({ question }: { question: ForumAnswerListFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ForumAnswerListPaginationQuery,
    ForumAnswerListFragment$key
  >(
    graphql`
      fragment ForumAnswerListFragment on ForumQuestion
      @refetchable(queryName: "ForumAnswerListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        answers(first: $count, after: $cursor) @connection(key: "ForumAnswerList_answers") {
          edges {
            node {
              id
              body
              authorName
              createdAt
            }
          }
        }
      }
    `,
    question,
  );
  const answers = data.answers.edges.map((edge) => edge.node);
  if (answers.length === 0) {
    return (
      <Body1 className={styles.muted}>
        <FormattedMessage id="forum.noAnswers" />
      </Body1>
    );
  }
  return (
    <ul className={styles.list}>
      {answers.map((answer) => (
        <li key={answer.id}>
          <Panel data-testid="forum-answer">
            <WrittenText className={styles.body}>{answer.body}</WrittenText>
            <Caption1 className={styles.muted}>
              <FormattedMessage
                id="forum.byline"
                values={{ author: answer.authorName, date: formatDate(locale, answer.createdAt) }}
              />
            </Caption1>
          </Panel>
        </li>
      ))}
      {hasNext ? (
        <li>
          <LoadMoreButton
            hasNext={hasNext}
            isLoadingNext={isLoadingNext}
            onLoadMore={() => loadNext(pageSize)}
          >
            <FormattedMessage id="forum.moreAnswers" />
          </LoadMoreButton>
        </li>
      ) : null}
    </ul>
  );
}
