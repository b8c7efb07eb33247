import { gatewayAnswering } from '../../test/gatewayAnswering.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ForumAnswerListTestQuery } from '../../__generated__/ForumAnswerListTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { ForumAnswerForm } from './ForumAnswerForm.tsx';
import { ForumAnswerList } from './ForumAnswerList.tsx';

const answer = (id: string, body: string, cursor: string) => ({
  cursor,
  node: { __typename: 'ForumAnswer', id, body, authorName: 'نرگس حسینی', createdAt: '2026-11-20T10:00:00Z' },
});

/** What the gateway answers, by operation: the first page, a posted answer, then the next page. */
const answers: Record<string, unknown> = {
  ForumAnswerListTestQuery: {
    node: {
      __typename: 'ForumQuestion',
      id: 'question-1',
      answers: {
        edges: [answer('answer-1', 'پاسخ نخست', 'a0')],
        pageInfo: { hasNextPage: true, endCursor: 'a0' },
      },
    },
  },
  useForumAnswerAddMutation: {
    forumAnswerAdd: {
      question: { id: 'question-1', answerCount: 3 },
      answerEdge: answer('answer-3', 'پاسخ تازه', 'a2'),
      userErrors: [],
    },
  },
  ForumAnswerListPaginationQuery: {
    node: {
      __typename: 'ForumQuestion',
      id: 'question-1',
      answers: {
        edges: [answer('answer-2', 'پاسخ دوم', 'a1'), answer('answer-3', 'پاسخ تازه', 'a2')],
        pageInfo: { hasNextPage: false, endCursor: 'a2' },
      },
    },
  },
};

const gateway = () => gatewayAnswering(answers);

function QuestionById() {
  const { node } = useLazyLoadQuery<ForumAnswerListTestQuery>(
    graphql`
      query ForumAnswerListTestQuery {
        node(id: "question-1") {
          ...ForumAnswerListFragment @alias(as: "question")
        }
      }
    `,
    {},
  );
  return node?.question ? (
    <>
      <ForumAnswerList question={node.question} />
      <ForumAnswerForm questionId="question-1" />
    </>
  ) : null;
}

const shownAnswers = () => screen.getAllByTestId('forum-answer').map((card) => card.firstChild?.textContent);

describe('ForumAnswerList', () => {
  it('appends a posted answer from the mutation and the next page under «بیشتر», without refetching or showing one twice', async () => {
    const { environment, operations } = gateway();
    renderWithProviders(
      <MemoryRouter>
        <Suspense fallback={null}>
          <QuestionById />
        </Suspense>
      </MemoryRouter>,
      { environment },
    );
    expect(await screen.findByText('پاسخ نخست')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: /پاسخ شما/ }), 'پاسخ تازه');
    await userEvent.click(screen.getByRole('button', { name: 'ثبت پاسخ' }));
    await waitFor(() => expect(shownAnswers()).toEqual(['پاسخ نخست', 'پاسخ تازه']));

    await userEvent.click(screen.getByRole('button', { name: 'پاسخ‌های بیشتر' }));
    await waitFor(() => expect(shownAnswers()).toEqual(['پاسخ نخست', 'پاسخ تازه', 'پاسخ دوم']));
    expect(screen.queryByRole('button', { name: 'پاسخ‌های بیشتر' })).toBeNull();
    expect(operations).toEqual([
      'ForumAnswerListTestQuery',
      'useForumAnswerAddMutation',
      'ForumAnswerListPaginationQuery',
    ]);
  });
});
