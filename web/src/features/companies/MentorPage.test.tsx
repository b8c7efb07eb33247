import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import mentorPageQuery from '../../__generated__/MentorPageQuery.graphql';
import type { MentorPageQuery } from '../../__generated__/MentorPageQuery.graphql';
import { gatewayAnswering } from '../../test/gatewayAnswering.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { MentorPage } from './MentorPage.tsx';

const subUser = (
  id: string,
  fullName: string,
  credits: { id: string; courseTitle: string; state: string }[] = [],
) => ({
  __typename: 'MentorSubUser',
  id,
  fullName,
  userName: `0912000000${id.slice(-1)}`,
  credits,
});
const edge = (node: ReturnType<typeof subUser>, cursor: string) => ({ cursor, node });

const parastoo = subUser('sub-1', 'پرستو حیدری');
const kaveh = subUser('sub-2', 'کاوه صادقی');
const sara = subUser('sub-3', 'سارا مرادی');
const newcomer = subUser('sub-4', 'سپیده نوری');

/** What the gateway answers, by operation and variables. */
function answer(operationName: string, variables: Record<string, unknown>): unknown {
  switch (operationName) {
    case 'MentorPageQuery':
      return {
        viewer: {
          mentorship: {
            maxSubUsers: 10,
            subUsers: {
              totalCount: 3,
              edges: [edge(parastoo, 'o0'), edge(kaveh, 'o1')],
              pageInfo: { hasNextPage: true, endCursor: 'o1' },
            },
            logs: [],
          },
        },
        courses: { edges: [{ node: { id: 'course-1', title: 'اکسل کاربردی' } }] },
      };
    case 'MentorSubUsersPaginationQuery':
      return {
        viewer: {
          mentorship: {
            maxSubUsers: 10,
            subUsers: {
              totalCount: 3,
              edges: variables.after === 'o1' ? [edge(sara, 'o2')] : [],
              pageInfo: { hasNextPage: false, endCursor: 'o2' },
            },
          },
        },
      };
    case 'useMentorSubUserAddMutation':
      return { mentorSubUserAdd: { subUserEdge: edge(newcomer, 'o0'), subUser: newcomer, userErrors: [] } };
    case 'useMentorCreditGrantMutation':
      return {
        mentorCreditGrant: {
          subUser: { ...kaveh, credits: [{ id: 'credit-1', courseTitle: 'اکسل کاربردی', state: 'GRANTED' }] },
          userErrors: [],
        },
      };
  }
  throw new Error(`unexpected ${operationName}`);
}

const gateway = () => gatewayAnswering(answer);

const shownSubUsers = () =>
  screen.getAllByTestId('sub-user').map((item) => item.querySelector('span')?.textContent?.split(' — ')[0]);

describe('MentorPage', () => {
  it('pages the sub-users, adds one and gives a credit through the store, never asking for the page again', async () => {
    const { environment, asked } = gateway();
    const queryRef = loadQuery<MentorPageQuery>(environment, mentorPageQuery, {});
    renderWithProviders(
      <MemoryRouter>
        <Suspense fallback={null}>
          <MentorPage queryRef={queryRef} />
        </Suspense>
      </MemoryRouter>,
      { environment },
    );
    await waitFor(() => expect(shownSubUsers()).toEqual(['پرستو حیدری', 'کاوه صادقی']));
    expect(screen.getByText('۳ زیرکاربر از ۱۰')).toBeTruthy();

    // «زیرکاربران بیشتر» brings the next page after the first page's last cursor.
    await userEvent.click(screen.getByRole('button', { name: 'زیرکاربران بیشتر' }));
    await waitFor(() => expect(shownSubUsers()).toEqual(['پرستو حیدری', 'کاوه صادقی', 'سارا مرادی']));
    expect(asked.find((entry) => entry.operationName === 'MentorSubUsersPaginationQuery')?.variables).toEqual(
      expect.objectContaining({ first: 20, after: 'o1' }),
    );

    // A new sub-user goes on top of the list (newest first) from the mutation's payload, and the count with them.
    const addForm = screen.getByRole('form', { name: 'افزودن زیرکاربر' });
    await userEvent.click(within(addForm).getByLabelText('نام و نام خانوادگی'));
    await userEvent.paste('سپیده نوری');
    await userEvent.click(within(addForm).getByLabelText('شمارهٔ همراه'));
    await userEvent.paste('09120000004');
    await userEvent.click(within(addForm).getByRole('button', { name: 'افزودن' }));
    await waitFor(() =>
      expect(shownSubUsers()).toEqual(['سپیده نوری', 'پرستو حیدری', 'کاوه صادقی', 'سارا مرادی']),
    );
    expect(screen.getByText('۴ زیرکاربر از ۱۰')).toBeTruthy();

    // A credit given shows on the sub-user at once, from the payload.
    const kavehItem = screen.getAllByTestId('sub-user')[2]!;
    await userEvent.selectOptions(
      within(kavehItem).getByLabelText('دورهٔ اعتبار برای کاوه صادقی'),
      'اکسل کاربردی',
    );
    await userEvent.click(within(kavehItem).getByRole('button', { name: 'اعطای اعتبار' }));
    await waitFor(() => expect(within(kavehItem).getByText(/اکسل کاربردی \(/)).toBeTruthy());
    expect(asked.map((entry) => entry.operationName)).toEqual([
      'MentorPageQuery',
      'MentorSubUsersPaginationQuery',
      'useMentorSubUserAddMutation',
      'useMentorCreditGrantMutation',
    ]);
    expect(asked.at(-1)?.variables).toEqual({
      input: { subUserId: 'sub-2', courseId: 'course-1', days: 90 },
    });
  });
});
