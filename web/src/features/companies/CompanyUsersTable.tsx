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
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CompanyUsersTableQuery } from '../../__generated__/CompanyUsersTableQuery.graphql';
import { formatUserName } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { CompanyCreditEditor } from './CompanyCreditEditor.tsx';
import { CompanyUserRename } from './CompanyUserRename.tsx';
import type { AdministrationCourse, AdministrationSegment, SegmentFilter } from './administrationTypes.ts';
import { useCompanyCourseCreditGrantMutation } from './useCompanyCourseCreditGrantMutation.ts';
import { useCompanyUserActivationSetMutation } from './useCompanyUserActivationSetMutation.ts';
import { useCompanyUserCreditActivationSetMutation } from './useCompanyUserCreditActivationSetMutation.ts';
import { useCompanyUserSegmentSetMutation } from './useCompanyUserSegmentSetMutation.ts';

const useStyles = makeStyles({
  tableWrap: { overflowX: 'auto', maxWidth: '100%' },
  name: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
  cell: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  grant: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The company's users, filtered by up to two segment values: name (renamed in place), whether they are on, whether
 * they may use credits, their segment values, and their credits (changed, stopped, or a new one given).
 */
export function CompanyUsersTable({
  segments,
  courses,
  segmentFilters,
  fetchKey,
  onChanged,
}: {
  segments: readonly AdministrationSegment[];
  courses: readonly AdministrationCourse[];
  segmentFilters: readonly SegmentFilter[];
  /** Changed to ask for the users anew after a change elsewhere on the page. */
  fetchKey: number;
  onChanged: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const [creditCourse, setCreditCourse] = useState<Record<string, string>>({});
  const [setSegment] = useCompanyUserSegmentSetMutation();
  const [grantCredit] = useCompanyCourseCreditGrantMutation();
  const [setActivation] = useCompanyUserActivationSetMutation();
  const [setCreditActivation] = useCompanyUserCreditActivationSetMutation();
  const { viewer } = useLazyLoadQuery<CompanyUsersTableQuery>(
    graphql`
      query CompanyUsersTableQuery($segmentFilters: [CompanySegmentFilter!]) {
        viewer {
          companyAdministration {
            users(first: 100, segmentFilters: $segmentFilters) {
              edges {
                node {
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
                    ...CompanyCreditEditor_credit
                  }
                }
              }
            }
          }
        }
      }
    `,
    { segmentFilters },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const users = viewer?.companyAdministration?.users.edges.map((edge) => edge.node) ?? [];
  const failed = (errors: readonly { message: string }[]) => {
    if (errors[0]) toast.error(errors[0].message);
    return errors.length > 0;
  };
  return (
    <div className={styles.tableWrap}>
      <Table aria-label={intl.formatMessage({ id: 'companies.admin.users' })}>
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
          {users.map((user) => (
            <TableRow key={user.id} data-testid="company-user">
              <TableCell>
                <span className={styles.name}>
                  {user.fullName}
                  <CompanyUserRename companyUserId={user.id} fullName={user.fullName} onRenamed={onChanged} />
                </span>
                <bdi className={styles.muted}>{formatUserName(locale, user.userName)}</bdi>
              </TableCell>
              <TableCell>
                <Switch
                  checked={user.isActive}
                  aria-label={intl.formatMessage({ id: 'companies.admin.activeOf' }, { name: user.fullName })}
                  onChange={(_, value) =>
                    setActivation({
                      variables: {
                        input: {
                          companyUserId: user.id,
                          isActive: value.checked,
                          creditActive: user.creditActive,
                        },
                      },
                      onCompleted: ({ companyUserActivationSet }) => {
                        if (!failed(companyUserActivationSet.userErrors)) onChanged();
                      },
                      onError: () => toast.error(),
                    })
                  }
                />
              </TableCell>
              <TableCell>
                <Switch
                  checked={user.creditActive}
                  aria-label={intl.formatMessage(
                    { id: 'companies.admin.creditActiveOf' },
                    { name: user.fullName },
                  )}
                  onChange={(_, value) =>
                    setCreditActivation({
                      variables: { input: { companyUserId: user.id, creditActive: value.checked } },
                      onCompleted: ({ companyUserCreditActivationSet }) =>
                        void failed(companyUserCreditActivationSet.userErrors),
                      onError: () => toast.error(),
                    })
                  }
                />
              </TableCell>
              {segments.map((segment) => (
                <TableCell key={segment.id}>
                  <Select
                    aria-label={`${segment.name} — ${user.fullName}`}
                    value={
                      user.segmentValues.find((value) => value.segmentId === segment.id)?.segmentValueId ?? ''
                    }
                    onChange={(_, value) =>
                      value.value &&
                      setSegment({
                        variables: {
                          input: {
                            companyUserId: user.id,
                            segmentId: segment.id,
                            segmentValueId: value.value,
                          },
                        },
                        onCompleted: ({ companyUserSegmentSet }) =>
                          void failed(companyUserSegmentSet.userErrors),
                        onError: () => toast.error(),
                      })
                    }
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
              <TableCell>
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
                    <Select
                      aria-label={intl.formatMessage(
                        { id: 'companies.admin.creditCourse' },
                        { name: user.fullName },
                      )}
                      value={creditCourse[user.id] ?? ''}
                      onChange={(_, value) =>
                        setCreditCourse((current) => ({ ...current, [user.id]: value.value }))
                      }
                    >
                      <option value="">{intl.formatMessage({ id: 'companies.admin.chooseCourse' })}</option>
                      {courses.map((course) => (
                        <option key={course.id} value={course.id}>
                          {course.title}
                        </option>
                      ))}
                    </Select>
                    <Button
                      size="small"
                      disabled={!creditCourse[user.id]}
                      onClick={() =>
                        grantCredit({
                          variables: {
                            input: { companyUserId: user.id, courseId: creditCourse[user.id]!, days: 90 },
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
          ))}
        </TableBody>
      </Table>
      {users.length === 0 ? (
        <Body1 className={styles.muted}>
          <FormattedMessage
            id={
              segmentFilters.length > 0 ? 'companies.admin.users.noneFiltered' : 'companies.admin.users.none'
            }
          />
        </Body1>
      ) : null}
    </div>
  );
}
