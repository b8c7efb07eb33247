import {
  Badge,
  Button,
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
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CompanyProgressReportQuery } from '../../__generated__/CompanyProgressReportQuery.graphql';
import { formatNumber } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import type { SegmentFilter } from './administrationTypes.ts';
import { CompanyCertificateCell } from './CompanyCertificateCell.tsx';

const useStyles = makeStyles({
  tableWrap: { overflowX: 'auto', maxWidth: '100%' },
  name: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
});

/**
 * Each user's progress in a course (filtered by up to two segment values) with their certificate (issued here from a
 * passed exam), and the same report as a CSV download.
 */
export function CompanyProgressReport({
  courseId,
  segmentFilters,
  fetchKey,
  onChanged,
}: {
  courseId: string;
  segmentFilters: readonly SegmentFilter[];
  /** Changed to ask for the report anew after a change elsewhere on the page. */
  fetchKey: number;
  onChanged: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { viewer } = useLazyLoadQuery<CompanyProgressReportQuery>(
    graphql`
      query CompanyProgressReportQuery($courseId: ID!, $segmentFilters: [CompanySegmentFilter!]) {
        viewer {
          companyAdministration {
            progressReport(courseId: $courseId, segmentFilters: $segmentFilters) {
              lessonCount
              csv
              rows {
                fullName
                userName
                isActive
                enrolled
                lessonsWatched
                percent
                certificateCode
                passedExamResultId
              }
            }
          }
        }
      }
    `,
    { courseId, segmentFilters },
    { fetchPolicy: 'network-only', fetchKey },
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
              <TableHeaderCell>
                <FormattedMessage id="companies.report.certificate" />
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={row.userName} data-testid="report-row">
                <TableCell>
                  <span className={styles.name}>
                    {row.fullName}
                    {!row.isActive && (
                      <Badge appearance="outline" size="small" color="informative">
                        <FormattedMessage id="companies.report.inactive" />
                      </Badge>
                    )}
                  </span>
                </TableCell>
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
                <TableCell>
                  <CompanyCertificateCell
                    fullName={row.fullName}
                    certificateCode={row.certificateCode}
                    passedExamResultId={row.passedExamResultId}
                    onIssued={onChanged}
                  />
                </TableCell>
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
