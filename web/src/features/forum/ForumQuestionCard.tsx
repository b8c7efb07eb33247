import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ForumQuestionCardFragment$key } from '../../__generated__/ForumQuestionCardFragment.graphql';
import { formatNumber } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { ForumQuestionByline } from './ForumQuestionByline.tsx';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { WrittenText } from '../../shared/ui/WrittenText.tsx';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalXS },
  excerpt: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
});

/**
 * One question in the forum's list: its title linking to it, the start of its text, who asked when, its course and
 * how many answers it has. The list and the ask mutation's new edge both spread this fragment.
 */
export function ForumQuestionCard({ question }: { question: ForumQuestionCardFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const node = useFragment(
    graphql`
      fragment ForumQuestionCardFragment on ForumQuestion {
        id
        title
        body
        authorName
        courseTitle
        answerCount
        createdAt
      }
    `,
    question,
  );
  return (
    <Panel className={styles.card} data-testid="forum-question">
      <AppLink to={`/forum/${node.id}`}>
        <Subtitle2>
          <bdi>{node.title}</bdi>
        </Subtitle2>
      </AppLink>
      <WrittenText className={styles.excerpt}>{node.body}</WrittenText>
      <ForumQuestionByline
        authorName={node.authorName}
        createdAt={node.createdAt}
        courseTitle={node.courseTitle}
      >
        <Caption1>
          <FormattedMessage
            id="forum.answerCount"
            values={{ count: node.answerCount, formatted: formatNumber(locale, node.answerCount) }}
          />
        </Caption1>
      </ForumQuestionByline>
    </Panel>
  );
}
