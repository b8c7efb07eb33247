import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { CompanyCreditRequestsPaginationQuery } from '../../__generated__/CompanyCreditRequestsPaginationQuery.graphql';
import type { CompanyCreditRequestsFragment$key } from '../../__generated__/CompanyCreditRequestsFragment.graphql';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { useCompanyCourseCreditGrantMutation } from './useCompanyCourseCreditGrantMutation.ts';

/** Users with a request waiting, a page at a time; the first page loads with the route. */
const pageSize = 20;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  request: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The courses the company's users asked for; granting one gives the credit the user asked for, with its days. The
 * grant's payload brings the user's credits back, so a granted request leaves the list without a refetch.
 */
export function CompanyCreditRequests({ viewer }: { viewer: CompanyCreditRequestsFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const [grant, granting] = useCompanyCourseCreditGrantMutation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CompanyCreditRequestsPaginationQuery,
    CompanyCreditRequestsFragment$key
  >(
    graphql`
      fragment CompanyCreditRequestsFragment on Viewer
      @refetchable(queryName: "CompanyCreditRequestsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        companyAdministration {
          requesters: users(hasCreditRequest: true, first: $first, after: $after)
            @connection(key: "CompanyCreditRequests_requesters") {
            edges {
              node {
                id
                fullName
                credits {
                  id
                  courseId
                  courseTitle
                  days
                  state
                  isActive
                }
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const requests = (data.companyAdministration?.requesters.edges ?? []).flatMap(({ node: user }) =>
    user.credits
      .filter((credit) => credit.state === 'REQUESTED' && credit.isActive)
      .map((credit) => ({ user, credit })),
  );
  const more = (
    <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
      <FormattedMessage id="companies.admin.requests.more" />
    </LoadMoreButton>
  );
  if (requests.length === 0)
    return (
      <>
        <Body1 className={styles.muted}>
          <FormattedMessage id="companies.admin.requests.none" />
        </Body1>
        {more}
      </>
    );
  return (
    <>
      <ul className={styles.list}>
        {requests.map(({ user, credit }) => (
          <li key={credit.id} className={styles.request} data-testid="credit-request">
            <Body1>
              <FormattedMessage
                id="companies.admin.requests.entry"
                values={{
                  name: user.fullName,
                  course: credit.courseTitle,
                  days: credit.days,
                }}
              />
            </Body1>
            <Button
              size="small"
              appearance="primary"
              disabled={granting}
              aria-label={intl.formatMessage(
                { id: 'companies.admin.requests.grantLabel' },
                { name: user.fullName, course: credit.courseTitle },
              )}
              onClick={() =>
                grant({
                  variables: {
                    input: { companyUserId: user.id, courseId: credit.courseId, days: credit.days },
                  },
                  onCompleted: ({ companyCourseCreditGrant }) => {
                    const [failure] = companyCourseCreditGrant.userErrors;
                    if (failure) return toast.error(failure.message);
                    toast.success(intl.formatMessage({ id: 'companies.admin.requests.granted' }));
                  },
                  onError: () => toast.error(),
                })
              }
            >
              <FormattedMessage id="companies.admin.requests.grant" />
            </Button>
          </li>
        ))}
      </ul>
      {more}
    </>
  );
}
