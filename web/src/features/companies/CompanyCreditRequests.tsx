import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyCreditRequests_users$key } from '../../__generated__/CompanyCreditRequests_users.graphql';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useCompanyCourseCreditGrantMutation } from './useCompanyCourseCreditGrantMutation.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  request: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The courses the company's users asked for; granting one gives the credit the user asked for, with its days. */
export function CompanyCreditRequests({
  users: usersKey,
  onGranted,
}: {
  users: CompanyCreditRequests_users$key;
  onGranted: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const [grant, granting] = useCompanyCourseCreditGrantMutation();
  const users = useFragment(
    graphql`
      fragment CompanyCreditRequests_users on CompanyUser @relay(plural: true) {
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
    `,
    usersKey,
  );
  const requests = users.flatMap((user) =>
    user.credits
      .filter((credit) => credit.state === 'REQUESTED' && credit.isActive)
      .map((credit) => ({ user, credit })),
  );
  if (requests.length === 0)
    return (
      <Body1 className={styles.muted}>
        <FormattedMessage id="companies.admin.requests.none" />
      </Body1>
    );
  return (
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
                  onGranted();
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
  );
}
