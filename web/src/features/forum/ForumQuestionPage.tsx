import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ForumQuestionPageQuery } from '../../__generated__/ForumQuestionPageQuery.graphql';
import { useViewer } from '../../shared/auth/useViewer.ts';
import { formatNumber } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { ForumQuestionByline } from './ForumQuestionByline.tsx';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { ForumAnswerForm } from './ForumAnswerForm.tsx';
import { ForumAnswerList } from './ForumAnswerList.tsx';
import { SignInToWrite } from './SignInToWrite.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { WrittenText } from '../../shared/ui/WrittenText.tsx';

const useStyles = makeStyles({
  question: { gap: tokens.spacingVerticalS, marginBlockEnd: tokens.spacingVerticalXL },
  body: { whiteSpace: 'pre-wrap' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginBlockEnd: tokens.spacingVerticalXL,
  },
});

/** `/forum/:id`: one question, its answers, and (for signed-in learners) the answer form. */
export function ForumQuestionPage({ queryRef }: { queryRef: PreloadedQuery<ForumQuestionPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { signedIn } = useViewer();
  const { forumQuestion } = usePreloadedQuery<ForumQuestionPageQuery>(
    graphql`
      query ForumQuestionPageQuery($id: ID!) @preloadable {
        forumQuestion(id: $id) {
          id
          title
          body
          authorName
          courseTitle
          answerCount
          createdAt
          ...ForumAnswerListFragment
        }
      }
    `,
    queryRef,
  );
  if (!forumQuestion) {
    return (
      <PageContainer narrow>
        <PageHeader title={intl.formatMessage({ id: 'forum.notFound' })} />
        <AppLink to="/forum">
          <FormattedMessage id="forum.backToList" />
        </AppLink>
      </PageContainer>
    );
  }
  return (
    <PageContainer narrow>
      <AppLink to="/forum">
        <FormattedMessage id="forum.backToList" />
      </AppLink>
      <PageHeader title={forumQuestion.title} />
      <Panel className={styles.question}>
        <WrittenText className={styles.body}>{forumQuestion.body}</WrittenText>
        <ForumQuestionByline
          authorName={forumQuestion.authorName}
          createdAt={forumQuestion.createdAt}
          courseTitle={forumQuestion.courseTitle}
        />
      </Panel>
      <section className={styles.section} aria-label={intl.formatMessage({ id: 'forum.answers' })}>
        <Subtitle2 as="h2">
          <FormattedMessage
            id="forum.answerCount"
            values={{
              count: forumQuestion.answerCount,
              formatted: formatNumber(locale, forumQuestion.answerCount),
            }}
          />
        </Subtitle2>
        <ForumAnswerList question={forumQuestion} />
      </section>
      {signedIn ? (
        <ForumAnswerForm questionId={forumQuestion.id} />
      ) : (
        <SignInToWrite messageId="forum.signInToAnswer" />
      )}
    </PageContainer>
  );
}
