import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import administrationPageQuery from '../../__generated__/CompanyAdministrationPageQuery.graphql';
import type { CompanyAdministrationPageQuery } from '../../__generated__/CompanyAdministrationPageQuery.graphql';
import { gatewayAnswering } from '../../test/gatewayAnswering.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { CompanyAdministrationPage } from './CompanyAdministrationPage.tsx';

type Credit = {
  id: string;
  courseId: string;
  courseTitle: string;
  days: number;
  state: string;
  isActive: boolean;
};

const user = (id: string, fullName: string, segmentValueId: string | null, credits: Credit[] = []) => ({
  __typename: 'CompanyUser',
  id,
  fullName,
  userName: `0912000000${id.slice(-1)}`,
  isActive: true,
  creditActive: true,
  segmentValues: segmentValueId ? [{ segmentId: 'segment-1', segmentValueId }] : [],
  credits,
});
const edge = (node: ReturnType<typeof user>, cursor: string) => ({ cursor, node });
const connection = (edges: ReturnType<typeof edge>[], hasNextPage: boolean) => ({
  edges,
  pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
});

const requested: Credit = {
  id: 'credit-1',
  courseId: 'course-2',
  courseTitle: 'مالیات به زبان ساده',
  days: 30,
  state: 'REQUESTED',
  isActive: true,
};
const nilufar = user('user-1', 'نیلوفر کاظمی', 'value-sales');
const bahram = user('user-2', 'بهرام صالحی', 'value-finance', [requested]);
const mina = user('user-3', 'مینا رستمی', 'value-sales');

/** What the gateway answers, by operation and variables; every operation asked is recorded with its variables. */
function answer(operationName: string, variables: Record<string, unknown>): unknown {
  switch (operationName) {
    case 'CompanyAdministrationPageQuery':
      return {
        viewer: {
          companyAdministration: {
            seats: 5,
            seatsTaken: 2,
            segments: [
              {
                id: 'segment-1',
                name: 'واحد',
                values: [
                  { id: 'value-sales', name: 'فروش' },
                  { id: 'value-finance', name: 'مالی' },
                ],
              },
            ],
            requesters: connection([edge(bahram, 'r0')], false),
            users: connection([edge(nilufar, 'u0'), edge(bahram, 'u1')], true),
          },
        },
        courses: { edges: [{ node: { id: 'course-1', title: 'اکسل کاربردی' } }] },
      };
    case 'CompanyUsersTablePaginationQuery':
      return {
        viewer: {
          companyAdministration: {
            users: variables.segmentFilters
              ? connection([edge(nilufar, 'f0'), edge(mina, 'f1')], false)
              : connection([edge(mina, 'u2')], false),
          },
        },
      };
    case 'CompanyProgressReportQuery':
      return {
        viewer: {
          companyAdministration: {
            progressReport: {
              lessonCount: 3,
              csv: '',
              rows: [
                reportRow('نیلوفر کاظمی', '09120000001', true),
                reportRow('بهرام صالحی', '09120000002', false),
              ],
            },
          },
        },
      };
    case 'useCompanyUserAddMutation':
      return {
        companyUserAdd: {
          companyUser: user('user-4', 'سپیده نوری', null),
          viewer: { companyAdministration: { seatsTaken: 3 } },
          userErrors: [],
        },
      };
    case 'useCompanyCourseCreditGrantMutation':
      return {
        companyCourseCreditGrant: {
          companyUser: { id: 'user-2', credits: [{ ...requested, state: 'GRANTED' }] },
          userErrors: [],
        },
      };
    case 'useCompanyUserSegmentSetMutation':
      return {
        companyUserSegmentSet: {
          companyUser: {
            id: (variables.input as { companyUserId: string }).companyUserId,
            segmentValues: [{ segmentId: 'segment-1', segmentValueId: 'value-finance', valueName: 'مالی' }],
          },
          userErrors: [],
        },
      };
  }
  throw new Error(`unexpected ${operationName}`);
}

function reportRow(fullName: string, userName: string, isActive: boolean) {
  return {
    fullName,
    userName,
    isActive,
    enrolled: true,
    lessonsWatched: 1,
    percent: 33,
    certificateCode: null,
    passedExamResultId: null,
  };
}

const shownUsers = () =>
  screen
    .getAllByTestId('company-user')
    .map((row) => within(row).getAllByRole('cell')[0]!.firstChild?.textContent);

/** The page over a stand-in gateway, its first page of users on screen. */
async function renderPage(
  answers: (operationName: string, variables: Record<string, unknown>) => unknown = answer,
) {
  const { environment, asked } = gatewayAnswering(answers);
  const queryRef = loadQuery<CompanyAdministrationPageQuery>(environment, administrationPageQuery, {});
  renderWithProviders(
    <MemoryRouter>
      <Suspense fallback={null}>
        <CompanyAdministrationPage queryRef={queryRef} />
      </Suspense>
    </MemoryRouter>,
    { environment },
  );
  await waitFor(() => expect(shownUsers()).toEqual(['نیلوفر کاظمی', 'بهرام صالحی']));
  // Without the progress report, asked for (with its own query) whenever its filters or rows may change.
  const operations = () =>
    asked
      .filter((entry) => entry.operationName !== 'CompanyProgressReportQuery')
      .map((entry) => entry.operationName);
  return { asked, operations };
}

describe('CompanyAdministrationPage', () => {
  it('pages its users, adds a user and grants a request through the store, never asking for the page again', async () => {
    const { asked, operations } = await renderPage();
    expect(screen.getByText('۲ از ۵ ظرفیت کاربر استفاده شده است')).toBeTruthy();
    // The page opened with its one request: the progress report waits for a course to be chosen.
    expect(asked.map((entry) => entry.operationName)).toEqual(['CompanyAdministrationPageQuery']);

    // «کاربران بیشتر» brings the next page after the first page's last cursor.
    await userEvent.click(screen.getByRole('button', { name: 'کاربران بیشتر' }));
    await waitFor(() => expect(shownUsers()).toEqual(['نیلوفر کاظمی', 'بهرام صالحی', 'مینا رستمی']));
    expect(screen.queryByRole('button', { name: 'کاربران بیشتر' })).toBeNull();
    expect(
      asked.find((entry) => entry.operationName === 'CompanyUsersTablePaginationQuery')?.variables,
    ).toEqual(expect.objectContaining({ first: 20, after: 'u1', segmentFilters: null }));

    // A new user joins the list from the mutation's payload, and the seats taken with it.
    const addForm = screen.getByRole('form', { name: 'افزودن کاربر' });
    await userEvent.click(within(addForm).getByLabelText('نام و نام خانوادگی'));
    await userEvent.paste('سپیده نوری');
    await userEvent.click(within(addForm).getByLabelText('شمارهٔ همراه'));
    await userEvent.paste('09120000004');
    await userEvent.click(within(addForm).getByRole('button', { name: 'افزودن' }));
    await waitFor(() =>
      expect(shownUsers()).toEqual(['نیلوفر کاظمی', 'بهرام صالحی', 'مینا رستمی', 'سپیده نوری']),
    );
    expect(screen.getByText('۳ از ۵ ظرفیت کاربر استفاده شده است')).toBeTruthy();

    // A granted request leaves the requests, its credit ready to use in the user's row.
    expect(screen.getAllByTestId('credit-request')).toHaveLength(1);
    await userEvent.click(
      screen.getByRole('button', { name: 'پذیرش درخواست بهرام صالحی برای «مالیات به زبان ساده»' }),
    );
    await waitFor(() => expect(screen.queryAllByTestId('credit-request')).toHaveLength(0));
    expect(screen.getByText('درخواست دوره‌ای در انتظار نیست.')).toBeTruthy();
    expect(operations()).toEqual([
      'CompanyAdministrationPageQuery',
      'CompanyUsersTablePaginationQuery',
      'useCompanyUserAddMutation',
      'useCompanyCourseCreditGrantMutation',
    ]);
    expect(asked.some((entry) => entry.operationName === 'CompanyProgressReportQuery')).toBe(false);

    // A course chosen, its report is asked for.
    await userEvent.selectOptions(screen.getByLabelText('دوره'), 'اکسل کاربردی');
    await waitFor(() =>
      expect(asked.filter((entry) => entry.operationName === 'CompanyProgressReportQuery')).toEqual([
        expect.objectContaining({ variables: expect.objectContaining({ courseId: 'course-1' }) }),
      ]),
    );
    // A switched-off member stays in the report, marked so.
    const reportRows = await screen.findAllByTestId('report-row');
    expect(reportRows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'نیلوفر کاظمی',
      'بهرام صالحیغیرفعال',
    ]);
  });

  it('filters by refetching the users’ fragment alone, and drops a user given another value of the filtered segment', async () => {
    const { asked, operations } = await renderPage();

    // A filter refetches the users' fragment with it; a user given another value of that segment leaves the list.
    await userEvent.selectOptions(screen.getByLabelText('بخش‌بندی اول'), 'واحد: فروش');
    await waitFor(() => expect(shownUsers()).toEqual(['نیلوفر کاظمی', 'مینا رستمی']));
    expect(screen.queryByRole('button', { name: 'کاربران بیشتر' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('واحد — مینا رستمی'), 'مالی');
    await waitFor(() => expect(shownUsers()).toEqual(['نیلوفر کاظمی']));

    expect(operations()).toEqual([
      'CompanyAdministrationPageQuery',
      'CompanyUsersTablePaginationQuery',
      'useCompanyUserSegmentSetMutation',
    ]);
    const pages = asked.filter((entry) => entry.operationName === 'CompanyUsersTablePaginationQuery');
    expect(pages.map((entry) => entry.variables)).toEqual([
      expect.objectContaining({
        first: 20,
        after: null,
        segmentFilters: [{ segmentId: 'segment-1', segmentValueId: 'value-sales' }],
      }),
    ]);
  });

  it('judges a change on a row by the filters of the rows on screen while the filtered rows are on their way', async () => {
    let releaseFiltered = () => {};
    const filteredHeld = new Promise<void>((resolve) => (releaseFiltered = resolve));
    const { operations } = await renderPage((operationName, variables) =>
      operationName === 'CompanyUsersTablePaginationQuery' && variables.segmentFilters
        ? filteredHeld.then(() => answer(operationName, variables))
        : answer(operationName, variables),
    );

    await userEvent.selectOptions(screen.getByLabelText('بخش‌بندی اول'), 'واحد: فروش');
    await waitFor(() => expect(operations()).toContain('CompanyUsersTablePaginationQuery'));
    // The unfiltered rows are still those on screen: a user given another unit stays among them.
    await userEvent.selectOptions(screen.getByLabelText('واحد — نیلوفر کاظمی'), 'مالی');
    await waitFor(() => expect(operations()).toContain('useCompanyUserSegmentSetMutation'));
    expect(shownUsers()).toEqual(['نیلوفر کاظمی', 'بهرام صالحی']);

    releaseFiltered();
    await waitFor(() => expect(shownUsers()).toEqual(['نیلوفر کاظمی', 'مینا رستمی']));
  });
});

describe('CompanyAdministrationPage switches', () => {
  it('move a user’s activation at the tap, and back when the gateway refuses', async () => {
    let refuse: () => void = () => undefined;
    const refusal = new Promise(
      (resolve) =>
        (refuse = () =>
          resolve({
            companyUserActivationSet: {
              companyUser: null,
              viewer: null,
              userErrors: [{ field: 'isActive', code: 'SEATS_FULL', message: 'ظرفیت کاربران پر است.' }],
            },
          })),
    );
    await renderPage((operationName, variables) =>
      operationName === 'useCompanyUserActivationSetMutation' ? refusal : answer(operationName, variables),
    );
    const activation = screen.getByRole('switch', { name: 'فعال بودن نیلوفر کاظمی' }) as HTMLInputElement;
    expect(activation.checked).toBe(true);
    await userEvent.click(activation);
    expect(activation.checked).toBe(false);
    refuse();
    expect(await screen.findByText('ظرفیت کاربران پر است.')).toBeTruthy();
    expect(activation.checked).toBe(true);
  });
});
