import {
  Body1,
  Button,
  Field,
  Input,
  Select,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CompanyAdministrationPageQuery } from '../../__generated__/CompanyAdministrationPageQuery.graphql';
import { formatNumber } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { CompanyCreditRequests } from './CompanyCreditRequests.tsx';
import { CompanyProgressReport } from './CompanyProgressReport.tsx';
import { CompanyUsersTable, unfilteredUsersConnectionId, useCompanyUsers } from './CompanyUsersTable.tsx';
import { PersonAddForm } from './PersonAddForm.tsx';
import type { AdministrationCourse, AdministrationSegment, SegmentFilter } from './administrationTypes.ts';
import { useCompanySegmentAddMutation } from './useCompanySegmentAddMutation.ts';
import { useCompanyUserAddMutation } from './useCompanyUserAddMutation.ts';
import { sectionStyles } from '../../shared/ui/sectionStyles.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: sectionStyles.card,
  form: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  muted: sectionStyles.muted,
});

type Query = CompanyAdministrationPageQuery['response'];
type Viewer = NonNullable<Query['viewer']>;
type Administration = NonNullable<Viewer['companyAdministration']>;

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
            __id
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
          }
          ...CompanyCreditRequestsFragment
          ...CompanyUsersTableViewerFragment
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
  if (!data.viewer || !administration) {
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
      viewer={data.viewer}
      administration={administration}
      courses={data.courses.edges.map((edge) => edge.node)}
    />
  );
}

/** A segment value chosen in a filter, as the pair the users and the report are filtered by. */
function filterOf(segments: readonly AdministrationSegment[], segmentValueId: string): SegmentFilter[] {
  const segment = segments.find((entry) => entry.values.some((value) => value.id === segmentValueId));
  return segment ? [{ segmentId: segment.id, segmentValueId }] : [];
}

function AdministrationView({
  viewer,
  administration,
  courses,
}: {
  viewer: Viewer;
  administration: Administration;
  courses: readonly AdministrationCourse[];
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  // The progress report is no list in the store (its rows have no ids): changes that alter it ask for it anew.
  const [reportVersion, setReportVersion] = useState(0);
  const reportChanged = () => setReportVersion((value) => value + 1);
  const [segmentName, setSegmentName] = useState('');
  const [segmentValues, setSegmentValues] = useState('');
  // No course until the administrator picks one: the page opens with its one request, and no report is drawn for a
  // course nobody asked about.
  const [reportCourse, setReportCourse] = useState('');
  const [filterValues, setFilterValues] = useState<[string, string]>(['', '']);
  const [addUser, adding] = useCompanyUserAddMutation();
  const [addSegment] = useCompanySegmentAddMutation();
  const segmentFilters = filterValues.flatMap((value) => filterOf(administration.segments, value));
  const companyUsers = useCompanyUsers(viewer);
  const chooseFilter = (index: 0 | 1, segmentValueId: string) => {
    const chosen: [string, string] =
      index === 0 ? [segmentValueId, filterValues[1]] : [filterValues[0], segmentValueId];
    setFilterValues(chosen);
    companyUsers.filterBy(chosen.flatMap((value) => filterOf(administration.segments, value)));
  };
  const filterField = (index: 0 | 1) => (
    <Field
      label={intl.formatMessage({ id: index === 0 ? 'companies.filter.first' : 'companies.filter.second' })}
    >
      <Select value={filterValues[index]} onChange={(_, value) => chooseFilter(index, value.value)}>
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
  );

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
        <Panel className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.admin.addUser" />
          </Subtitle2>
          <PersonAddForm
            label={intl.formatMessage({ id: 'companies.admin.addUser' })}
            submitting={adding}
            onAdd={(person, done) =>
              addUser({
                variables: { input: person, connections: [unfilteredUsersConnectionId(administration.__id)] },
                onCompleted: ({ companyUserAdd }) => {
                  done(companyUserAdd.userErrors);
                  if (companyUserAdd.userErrors.length > 0) return;
                  toast.success(intl.formatMessage({ id: 'companies.admin.userAdded' }));
                  reportChanged();
                },
                onError: () => toast.error(),
              })
            }
          />
        </Panel>
        <Panel className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.admin.requests" />
          </Subtitle2>
          <CompanyCreditRequests viewer={viewer} />
        </Panel>
        <Panel className={styles.card}>
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
                  if (companySegmentAdd.userErrors[0])
                    return toast.error(companySegmentAdd.userErrors[0].message);
                  setSegmentName('');
                  setSegmentValues('');
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
        </Panel>
        <Panel className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.filter.title" />
          </Subtitle2>
          <div className={styles.form}>
            {filterField(0)}
            {filterField(1)}
          </div>
        </Panel>
        <Panel className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.admin.users" />
          </Subtitle2>
          <CompanyUsersTable
            companyUsers={companyUsers}
            segments={administration.segments}
            courses={courses}
            onReportChanged={reportChanged}
          />
        </Panel>
        <Panel className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.report.title" />
          </Subtitle2>
          <div className={styles.form}>
            <Field label={intl.formatMessage({ id: 'companies.report.course' })}>
              <Select value={reportCourse} onChange={(_, value) => setReportCourse(value.value)}>
                <option value="">{intl.formatMessage({ id: 'companies.report.chooseCourse' })}</option>
                {courses.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.title}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {reportCourse ? (
            <Suspense fallback={<Body1 className={styles.muted}>…</Body1>}>
              <CompanyProgressReport
                fetchKey={reportVersion}
                courseId={reportCourse}
                segmentFilters={segmentFilters}
                onChanged={reportChanged}
              />
            </Suspense>
          ) : (
            <Body1 className={styles.muted}>
              <FormattedMessage id="companies.report.chooseCourseHint" />
            </Body1>
          )}
        </Panel>
      </div>
    </PageContainer>
  );
}
