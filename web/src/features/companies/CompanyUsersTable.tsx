import {
  Body1,
  Button,
  Select,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { courseCreditGrantDays } from '@rasad/contracts/course-credit-days.ts';
import { useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { CompanyUsersTablePaginationQuery } from '../../__generated__/CompanyUsersTablePaginationQuery.graphql';
import type { CompanyUsersTableUserFragment$key } from '../../__generated__/CompanyUsersTableUserFragment.graphql';
import type { CompanyUsersTableViewerFragment$key } from '../../__generated__/CompanyUsersTableViewerFragment.graphql';
import { formatUserName } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { lastCellAcrossOnPhone, stackedTableOnPhone } from '../../shared/ui/stackedTableOnPhone.ts';
import { CompanyCreditEditor } from './CompanyCreditEditor.tsx';
import { CreditCourseSelect } from './CreditCourseSelect.tsx';
import { CompanyUserRename } from './CompanyUserRename.tsx';
import type { AdministrationCourse, AdministrationSegment, SegmentFilter } from './administrationTypes.ts';
import { useCompanyCourseCreditGrantMutation } from './useCompanyCourseCreditGrantMutation.ts';
import { useCompanyUserActivationSetMutation } from './useCompanyUserActivationSetMutation.ts';
import { useCompanyUserCreditActivationSetMutation } from './useCompanyUserCreditActivationSetMutation.ts';
import { useCompanyUserSegmentSetMutation } from './useCompanyUserSegmentSetMutation.ts';

/** Users a page; the first page loads with the route. */
const pageSize = 20;

const connectionKey = 'CompanyUsersTable_users';

/**
 * The store's unfiltered list of the company's users under the administration record (`__id` of the viewer's
 * `companyAdministration`): where a new user, who is in no segment yet, is appended.
 */
export function unfilteredUsersConnectionId(administrationRecordId: string) {
  return ConnectionHandler.getConnectionID(administrationRecordId, connectionKey);
}

const useStyles = makeStyles({
  tableWrap: { overflowX: 'auto', maxWidth: '100%' },
  // On a phone a user is a card: the name, the two switches side by side, each segment, then the course credits.
  stackedOnPhone: stackedTableOnPhone,
  creditsAcross: lastCellAcrossOnPhone,
  refetching: { opacity: 0.6 },
  name: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
  cell: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  grant: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    flexWrap: 'wrap',
    alignItems: 'center',
    maxWidth: '100%',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The company's users a page at a time, filtered by up to two segment values. The page holds it: its filter fields
 * (which filter the report too) call `filterBy`, which refetches this list alone, keeping the rows on screen until
 * the new ones arrive; no filter is sent as none (the unfiltered list).
 */
export function useCompanyUsers(viewer: CompanyUsersTableViewerFragment$key) {
  const pagination = usePaginationFragment<
    CompanyUsersTablePaginationQuery,
    CompanyUsersTableViewerFragment$key
  >(
    graphql`
      fragment CompanyUsersTableViewerFragment on Viewer
      @refetchable(queryName: "CompanyUsersTablePaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        segmentFilters: { type: "[CompanySegmentFilter!]" }
      ) {
        companyAdministration {
          users(first: $first, after: $after, segmentFilters: $segmentFilters)
            @connection(key: "CompanyUsersTable_users") {
            __id
            edges {
              node {
                id
                ...CompanyUsersTableUserFragment
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const [refetching, startRefetch] = useTransition();
  // The filters of the rows on screen: set in the refetch's transition, so they change with the rows, not before.
  const [listedFilters, setListedFilters] = useState<readonly SegmentFilter[]>([]);
  const { refetch } = pagination;
  const filterBy = (segmentFilters: readonly SegmentFilter[]) =>
    startRefetch(() => {
      setListedFilters(segmentFilters);
      refetch(
        { first: pageSize, after: null, segmentFilters: segmentFilters.length > 0 ? segmentFilters : null },
        { fetchPolicy: 'store-and-network' },
      );
    });
  return { ...pagination, refetching, filterBy, listedFilters };
}

/**
 * The users' table: name (renamed in place), whether they are on, whether they may use credits, their segment
 * values, and their credits (changed, stopped, or a new one given). Changes to a user come back in the mutations'
 * payloads.
 */
export function CompanyUsersTable({
  companyUsers: { data, hasNext, loadNext, isLoadingNext, refetching, listedFilters: segmentFilters },
  segments,
  courses,
  onReportChanged,
}: {
  companyUsers: ReturnType<typeof useCompanyUsers>;
  segments: readonly AdministrationSegment[];
  courses: readonly AdministrationCourse[];
  /** Called after a change that can alter the progress report's rows (a rename, a user turned on or off …). */
  onReportChanged: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const users = data.companyAdministration?.users;
  if (!users) return null;
  return (
    <div className={styles.tableWrap} aria-busy={refetching}>
      <Table
        className={mergeClasses(styles.stackedOnPhone, styles.creditsAcross, refetching && styles.refetching)}
        aria-label={intl.formatMessage({ id: 'companies.admin.users' })}
      >
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <FormattedMessage id="companies.admin.fullName" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="companies.admin.active" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="companies.admin.creditActive" />
            </TableHeaderCell>
            {segments.map((segment) => (
              <TableHeaderCell key={segment.id}>{segment.name}</TableHeaderCell>
            ))}
            <TableHeaderCell>
              <FormattedMessage id="companies.admin.credits" />
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.edges.map(({ node }) => (
            <CompanyUserRow
              key={node.id}
              user={node}
              segments={segments}
              courses={courses}
              segmentFilters={segmentFilters}
              connectionId={users.__id}
              onReportChanged={onReportChanged}
            />
          ))}
        </TableBody>
      </Table>
      {users.edges.length === 0 ? (
        <Body1 className={styles.muted}>
          <FormattedMessage
            id={
              segmentFilters.length > 0 ? 'companies.admin.users.noneFiltered' : 'companies.admin.users.none'
            }
          />
        </Body1>
      ) : null}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
        <FormattedMessage id="companies.admin.users.more" />
      </LoadMoreButton>
    </div>
  );
}

/** One user's row; `connectionId` is the list on screen, which a user given another filtered value leaves. */
function CompanyUserRow({
  user: userKey,
  segments,
  courses,
  segmentFilters,
  connectionId,
  onReportChanged,
}: {
  user: CompanyUsersTableUserFragment$key;
  segments: readonly AdministrationSegment[];
  courses: readonly AdministrationCourse[];
  segmentFilters: readonly SegmentFilter[];
  connectionId: string;
  onReportChanged: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const user = useFragment(
    graphql`
      fragment CompanyUsersTableUserFragment on CompanyUser {
        id
        fullName
        userName
        isActive
        creditActive
        segmentValues {
          segmentId
          segmentValueId
        }
        credits {
          id
          ...CompanyCreditEditorFragment
        }
      }
    `,
    userKey,
  );
  const [creditCourse, setCreditCourse] = useState('');
  const [setSegment] = useCompanyUserSegmentSetMutation();
  const [grantCredit] = useCompanyCourseCreditGrantMutation();
  const [setActivation] = useCompanyUserActivationSetMutation();
  const [setCreditActivation] = useCompanyUserCreditActivationSetMutation();
  const failed = (errors: readonly { message: string }[]) => {
    if (errors[0]) toast.error(errors[0].message);
    return errors.length > 0;
  };
  const chooseSegmentValue = (segmentId: string, segmentValueId: string) => {
    // Filtered by this segment, a user given another of its values is no longer one of the list's users.
    const leavesList = segmentFilters.some(
      (filter) => filter.segmentId === segmentId && filter.segmentValueId !== segmentValueId,
    );
    setSegment({
      variables: {
        input: { companyUserId: user.id, segmentId, segmentValueId },
        connections: leavesList ? [connectionId] : [],
      },
      onCompleted: ({ companyUserSegmentSet }) => {
        if (!failed(companyUserSegmentSet.userErrors) && leavesList) onReportChanged();
      },
      onError: () => toast.error(),
    });
  };
  return (
    <TableRow data-testid="company-user">
      <TableCell>
        <span className={styles.name}>
          {user.fullName}
          <CompanyUserRename companyUserId={user.id} fullName={user.fullName} onRenamed={onReportChanged} />
        </span>
        <bdi className={styles.muted}>{formatUserName(locale, user.userName)}</bdi>
      </TableCell>
      <TableCell data-label={intl.formatMessage({ id: 'companies.admin.active' })}>
        <Switch
          checked={user.isActive}
          aria-label={intl.formatMessage({ id: 'companies.admin.activeOf' }, { name: user.fullName })}
          onChange={(_, value) =>
            setActivation({
              variables: {
                input: { companyUserId: user.id, isActive: value.checked, creditActive: user.creditActive },
              },
              // The switch moves at once; a refusal or a failure puts it back.
              optimisticUpdater: (store) => store.get(user.id)?.setValue(value.checked, 'isActive'),
              onCompleted: ({ companyUserActivationSet }) => {
                if (!failed(companyUserActivationSet.userErrors)) onReportChanged();
              },
              onError: () => toast.error(),
            })
          }
        />
      </TableCell>
      <TableCell data-label={intl.formatMessage({ id: 'companies.admin.creditActive' })}>
        <Switch
          checked={user.creditActive}
          aria-label={intl.formatMessage({ id: 'companies.admin.creditActiveOf' }, { name: user.fullName })}
          onChange={(_, value) =>
            setCreditActivation({
              variables: { input: { companyUserId: user.id, creditActive: value.checked } },
              optimisticUpdater: (store) => store.get(user.id)?.setValue(value.checked, 'creditActive'),
              onCompleted: ({ companyUserCreditActivationSet }) =>
                void failed(companyUserCreditActivationSet.userErrors),
              onError: () => toast.error(),
            })
          }
        />
      </TableCell>
      {segments.map((segment) => (
        <TableCell key={segment.id} data-label={segment.name}>
          <Select
            aria-label={`${segment.name} — ${user.fullName}`}
            value={user.segmentValues.find((value) => value.segmentId === segment.id)?.segmentValueId ?? ''}
            onChange={(_, value) => value.value && chooseSegmentValue(segment.id, value.value)}
          >
            <option value="">—</option>
            {segment.values.map((value) => (
              <option key={value.id} value={value.id}>
                {value.name}
              </option>
            ))}
          </Select>
        </TableCell>
      ))}
      <TableCell data-label={intl.formatMessage({ id: 'companies.admin.credits' })}>
        <div className={styles.cell}>
          {user.credits.map((credit) => (
            <CompanyCreditEditor
              key={credit.id}
              companyUserId={user.id}
              fullName={user.fullName}
              credit={credit}
            />
          ))}
          <span className={styles.grant}>
            <CreditCourseSelect
              personName={user.fullName}
              courses={courses}
              value={creditCourse}
              onChange={setCreditCourse}
            />
            <Button
              size="small"
              disabled={!creditCourse}
              onClick={() =>
                grantCredit({
                  variables: {
                    input: { companyUserId: user.id, courseId: creditCourse, days: courseCreditGrantDays },
                  },
                  onCompleted: ({ companyCourseCreditGrant }) => {
                    if (!failed(companyCourseCreditGrant.userErrors))
                      toast.success(intl.formatMessage({ id: 'companies.admin.creditGiven' }));
                  },
                  onError: () => toast.error(),
                })
              }
            >
              <FormattedMessage id="companies.admin.giveCredit" />
            </Button>
          </span>
        </div>
      </TableCell>
    </TableRow>
  );
}
