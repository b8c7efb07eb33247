import {
  Body1,
  Button,
  Card,
  Field,
  Input,
  Select,
  Subtitle2,
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
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useLazyLoadQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import administrationPageQuery from '../../__generated__/CompanyAdministrationPageQuery.graphql';
import type { CompanyAdministrationPageQuery } from '../../__generated__/CompanyAdministrationPageQuery.graphql';
import type { CompanyAdministrationPageProgressQuery } from '../../__generated__/CompanyAdministrationPageProgressQuery.graphql';
import { formatNumber, formatUserName } from '../../shared/format/numbers.ts';
import { PersonAddForm } from './PersonAddForm.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useCompanyCourseCreditGrantMutation } from './useCompanyCourseCreditGrantMutation.ts';
import { useCompanySegmentAddMutation } from './useCompanySegmentAddMutation.ts';
import { useCompanyUserActivationSetMutation } from './useCompanyUserActivationSetMutation.ts';
import { useCompanyUserAddMutation } from './useCompanyUserAddMutation.ts';
import { useCompanyUserSegmentSetMutation } from './useCompanyUserSegmentSetMutation.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  tableWrap: { overflowX: 'auto', maxWidth: '100%' },
  cell: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Query = CompanyAdministrationPageQuery['response'];
type Administration = NonNullable<NonNullable<Query['viewer']>['companyAdministration']>;
type Course = Query['courses']['edges'][number]['node'];

/** `/companies/administration`: an enterprise customer's users, seats, segments, course credits and progress report. */
export function CompanyAdministrationPage({
  queryRef,
}: {
  queryRef: PreloadedQuery<CompanyAdministrationPageQuery>;
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<CompanyAdministrationPageQuery>(
    graphql`
      query CompanyAdministrationPageQuery @preloadable {
        viewer {
          companyAdministration {
            seats
            seatsTaken
            segments {
              id
              name
              values {
                id
                name
              }
            }
            users(first: 100) {
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
                    courseTitle
                    state
                  }
                }
              }
            }
          }
        }
        courses(first: 100) {
          edges {
            node {
              id
              title
            }
          }
        }
      }
    `,
    queryRef,
  );
  const administration = data.viewer?.companyAdministration;
  const title = intl.formatMessage({ id: 'companies.admin.title' });
  if (!administration) {
    return (
      <PageContainer>
        <PageHeader title={title} />
        <Body1>
          <FormattedMessage id="companies.admin.notAdministrator" />
        </Body1>
      </PageContainer>
    );
  }
  return (
    <AdministrationView
      administration={administration}
      courses={data.courses.edges.map((edge) => edge.node)}
    />
  );
}

function AdministrationView({
  administration,
  courses,
}: {
  administration: Administration;
  courses: readonly Course[];
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const environment = useRelayEnvironment();
  const [reportVersion, setReportVersion] = useState(0);
  const [segmentName, setSegmentName] = useState('');
  const [segmentValues, setSegmentValues] = useState('');
  const [creditCourse, setCreditCourse] = useState<Record<string, string>>({});
  const [reportCourse, setReportCourse] = useState(courses[0]?.id ?? '');
  const [reportFilter, setReportFilter] = useState('');
  const [addUser, adding] = useCompanyUserAddMutation();
  const [addSegment] = useCompanySegmentAddMutation();
  const [setSegment] = useCompanyUserSegmentSetMutation();
  const [grantCredit] = useCompanyCourseCreditGrantMutation();
  const [setActivation] = useCompanyUserActivationSetMutation();
  // The page's query again: the store updates and the users, seats and segments shown with it.
  const refresh = () =>
    void fetchQuery<CompanyAdministrationPageQuery>(environment, administrationPageQuery, {})
      .toPromise()
      .then(() => setReportVersion((value) => value + 1));
  const failed = (errors: readonly { message: string }[]) => {
    if (errors[0]) toast.error(errors[0].message);
    return errors.length > 0;
  };
  const users = administration.users.edges.map((edge) => edge.node);
  const valueById = new Map(
    administration.segments.flatMap((segment) =>
      segment.values.map((value) => [value.id, { segment, value }] as const),
    ),
  );
  const filter = reportFilter ? valueById.get(reportFilter) : undefined;

  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'companies.admin.title' })}
        subtitle={
          <FormattedMessage
            id="companies.admin.seats"
            values={{
              taken: formatNumber(locale, administration.seatsTaken),
              seats: formatNumber(locale, administration.seats),
            }}
          />
        }
      />
      <div className={styles.stack}>
        <Card className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.admin.addUser" />
          </Subtitle2>
          <PersonAddForm
            label={intl.formatMessage({ id: 'companies.admin.addUser' })}
            submitting={adding}
            onAdd={(person, done) =>
              addUser({
                variables: { input: person },
                onCompleted: ({ companyUserAdd }) => {
                  done(companyUserAdd.userErrors);
                  if (companyUserAdd.userErrors.length > 0) return;
                  toast.success(intl.formatMessage({ id: 'companies.admin.userAdded' }));
                  refresh();
                },
                onError: () => toast.error(),
              })
            }
          />
        </Card>
        <Card className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.admin.segments" />
          </Subtitle2>
          <Body1 className={styles.muted}>
            {administration.segments.length === 0 ? (
              <FormattedMessage id="companies.admin.segments.none" />
            ) : (
              administration.segments
                .map((segment) => `${segment.name}: ${segment.values.map((value) => value.name).join('، ')}`)
                .join(' — ')
            )}
          </Body1>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              addSegment({
                variables: {
                  input: {
                    name: segmentName,
                    values: segmentValues
                      .split(/[,،]/)
                      .map((value) => value.trim())
                      .filter(Boolean),
                  },
                },
                onCompleted: ({ companySegmentAdd }) => {
                  if (failed(companySegmentAdd.userErrors)) return;
                  setSegmentName('');
                  setSegmentValues('');
                  refresh();
                },
                onError: () => toast.error(),
              });
            }}
          >
            <Field label={intl.formatMessage({ id: 'companies.admin.segmentName' })}>
              <Input value={segmentName} onChange={(_, value) => setSegmentName(value.value)} />
            </Field>
            <Field label={intl.formatMessage({ id: 'companies.admin.segmentValues' })}>
              <Input value={segmentValues} onChange={(_, value) => setSegmentValues(value.value)} />
            </Field>
            <Button type="submit">
              <FormattedMessage id="companies.admin.addSegment" />
            </Button>
          </form>
        </Card>
        <Card className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.admin.users" />
          </Subtitle2>
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
                  {administration.segments.map((segment) => (
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
                      {user.fullName}
                      <br />
                      <bdi className={styles.muted}>{formatUserName(locale, user.userName)}</bdi>
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={user.isActive}
                        aria-label={intl.formatMessage({ id: 'companies.admin.active' })}
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
                              if (!failed(companyUserActivationSet.userErrors)) refresh();
                            },
                            onError: () => toast.error(),
                          })
                        }
                      />
                    </TableCell>
                    {administration.segments.map((segment) => (
                      <TableCell key={segment.id}>
                        <Select
                          aria-label={`${segment.name} — ${user.fullName}`}
                          value={
                            user.segmentValues.find((value) => value.segmentId === segment.id)
                              ?.segmentValueId ?? ''
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
                          <span key={credit.id}>
                            {credit.courseTitle} (
                            <FormattedMessage id={`companies.credit.state.${credit.state}`} />)
                          </span>
                        ))}
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
                          <option value="">
                            {intl.formatMessage({ id: 'companies.admin.chooseCourse' })}
                          </option>
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
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </Card>
        <Card className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.report.title" />
          </Subtitle2>
          <div className={styles.form}>
            <Field label={intl.formatMessage({ id: 'companies.report.course' })}>
              <Select value={reportCourse} onChange={(_, value) => setReportCourse(value.value)}>
                {courses.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.title}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={intl.formatMessage({ id: 'companies.report.segment' })}>
              <Select value={reportFilter} onChange={(_, value) => setReportFilter(value.value)}>
                <option value="">{intl.formatMessage({ id: 'companies.report.allSegments' })}</option>
                {administration.segments.flatMap((segment) =>
                  segment.values.map((value) => (
                    <option key={value.id} value={value.id}>
                      {`${segment.name}: ${value.name}`}
                    </option>
                  )),
                )}
              </Select>
            </Field>
          </div>
          {reportCourse ? (
            <Suspense fallback={<Body1 className={styles.muted}>…</Body1>}>
              <ProgressReport
                key={reportVersion}
                courseId={reportCourse}
                segmentFilters={
                  filter ? [{ segmentId: filter.segment.id, segmentValueId: filter.value.id }] : []
                }
              />
            </Suspense>
          ) : null}
        </Card>
      </div>
    </PageContainer>
  );
}

function ProgressReport({
  courseId,
  segmentFilters,
}: {
  courseId: string;
  segmentFilters: { segmentId: string; segmentValueId: string }[];
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { viewer } = useLazyLoadQuery<CompanyAdministrationPageProgressQuery>(
    graphql`
      query CompanyAdministrationPageProgressQuery($courseId: ID!, $segmentFilters: [CompanySegmentFilter!]) {
        viewer {
          companyAdministration {
            progressReport(courseId: $courseId, segmentFilters: $segmentFilters) {
              lessonCount
              csv
              rows {
                fullName
                enrolled
                lessonsWatched
                percent
              }
            }
          }
        }
      }
    `,
    { courseId, segmentFilters },
    { fetchPolicy: 'network-only' },
  );
  const report = viewer?.companyAdministration?.progressReport;
  if (!report) return null;
  const download = () => {
    const url = URL.createObjectURL(new Blob([report.csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'progress-report.csv';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      <div className={styles.tableWrap}>
        <Table aria-label={intl.formatMessage({ id: 'companies.report.title' })}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <FormattedMessage id="companies.admin.fullName" />
              </TableHeaderCell>
              <TableHeaderCell>
                <FormattedMessage id="companies.report.enrolled" />
              </TableHeaderCell>
              <TableHeaderCell>
                <FormattedMessage id="companies.report.lessons" />
              </TableHeaderCell>
              <TableHeaderCell>
                <FormattedMessage id="companies.report.percent" />
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={row.fullName} data-testid="report-row">
                <TableCell>{row.fullName}</TableCell>
                <TableCell>
                  {intl.formatMessage({ id: row.enrolled ? 'companies.yes' : 'companies.no' })}
                </TableCell>
                <TableCell>
                  <FormattedMessage
                    id="companies.report.lessonsOf"
                    values={{
                      watched: formatNumber(locale, row.lessonsWatched),
                      total: formatNumber(locale, report.lessonCount),
                    }}
                  />
                </TableCell>
                <TableCell>{intl.formatNumber(row.percent / 100, { style: 'percent' })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div>
        <Button icon={<ArrowDownloadRegular />} onClick={download}>
          <FormattedMessage id="companies.report.csv" />
        </Button>
      </div>
    </>
  );
}
