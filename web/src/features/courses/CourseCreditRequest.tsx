import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CourseCreditRequestQuery } from '../../__generated__/CourseCreditRequestQuery.graphql';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { useCourseCreditRequestMutation } from './useCourseCreditRequestMutation.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * For a signed-in user of an enterprise customer's company without access to the course: ask the company's
 * administrator for it (a credit request), after confirming; then where the request stands.
 */
export function CourseCreditRequest({ courseId }: { courseId: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const [confirming, setConfirming] = useState(false);
  const [request, requesting] = useCourseCreditRequestMutation();
  const { viewer } = useLazyLoadQuery<CourseCreditRequestQuery>(
    graphql`
      query CourseCreditRequestQuery {
        viewer {
          companyRoles {
            isCompanyUser
          }
          courseCredits {
            courseId
            state
            isActive
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer?.companyRoles.isCompanyUser) return null;
  const credit = viewer.courseCredits.find(
    (entry) => entry.courseId === courseId && entry.isActive && entry.state !== 'CANCELLED',
  );
  if (credit?.state === 'REQUESTED')
    return (
      <Panel className={styles.card} data-testid="course-credit-request">
        <Body1>
          <FormattedMessage id="courses.companyCredit.requested" />
        </Body1>
      </Panel>
    );
  if (credit?.state === 'GRANTED')
    return (
      <Panel className={styles.card} data-testid="course-credit-request">
        <Body1>
          <FormattedMessage id="courses.companyCredit.granted" />
        </Body1>
        <ButtonLink appearance="primary" to="/companies">
          <FormattedMessage id="courses.companyCredit.toCredits" />
        </ButtonLink>
      </Panel>
    );
  const send = () =>
    request({
      variables: { input: { courseId } },
      onCompleted: ({ courseCreditRequest }) => {
        setConfirming(false);
        if (courseCreditRequest.userErrors[0]) return toast.error(courseCreditRequest.userErrors[0].message);
        toast.success(intl.formatMessage({ id: 'courses.companyCredit.sent' }));
      },
      onError: () => toast.error(),
    });
  return (
    <Panel className={styles.card} data-testid="course-credit-request">
      <Body1>
        <FormattedMessage id={confirming ? 'courses.companyCredit.confirm' : 'courses.companyCredit.hint'} />
      </Body1>
      <div className={styles.actions}>
        {confirming ? (
          <>
            <Button appearance="primary" disabled={requesting} onClick={send}>
              <FormattedMessage id="courses.companyCredit.confirmSend" />
            </Button>
            <Button disabled={requesting} onClick={() => setConfirming(false)}>
              <FormattedMessage id="courses.companyCredit.cancel" />
            </Button>
          </>
        ) : (
          <Button icon={<BuildingRegular />} onClick={() => setConfirming(true)}>
            <FormattedMessage id="courses.companyCredit.ask" />
          </Button>
        )}
      </div>
    </Panel>
  );
}
