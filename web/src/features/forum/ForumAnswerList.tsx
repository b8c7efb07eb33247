import { Body1, Caption1, Card, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ForumAnswerList_question$key } from '../../__generated__/ForumAnswerList_question.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';

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

/** A question's answers, oldest first. */
export function ForumAnswerList({ question }: { question: ForumAnswerList_question$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { answers } = useFragment(
    graphql`
      fragment ForumAnswerList_question on ForumQuestion {
        answers {
          id
          body
          authorName
          createdAt
        }
      }
    `,
    question,
  );
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
          <Card data-testid="forum-answer">
            <Body1 className={styles.body}>{answer.body}</Body1>
            <Caption1 className={styles.muted}>
              <FormattedMessage
                id="forum.byline"
                values={{ author: answer.authorName, date: formatDate(locale, answer.createdAt) }}
              />
            </Caption1>
          </Card>
        </li>
      ))}
    </ul>
  );
}
