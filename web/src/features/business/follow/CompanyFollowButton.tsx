import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { StarFilled, StarRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyFollowButtonFragment$key } from '../../../__generated__/CompanyFollowButtonFragment.graphql';
import { useAuthDialog } from '../../../shared/auth/useAuthDialog.ts';
import { useViewer } from '../../../shared/auth/useViewer.ts';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { useCompanyFollowMutation } from './useCompanyFollowMutation.ts';
import { useCompanyUnfollowMutation } from './useCompanyUnfollowMutation.ts';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  count: { color: tokens.colorNeutralForeground3 },
});

/** Follow or unfollow; a visitor is asked to sign in first. */
export function CompanyFollowButton({ company }: { company: CompanyFollowButtonFragment$key }) {
  const styles = useStyles();
  const toast = useAppToast();
  const viewer = useViewer();
  const authDialog = useAuthDialog();
  const data = useFragment(
    graphql`
      fragment CompanyFollowButtonFragment on Company {
        id
        viewerFollows
        followerCount
      }
    `,
    company,
  );
  const [follow, following] = useCompanyFollowMutation();
  const [unfollow, unfollowing] = useCompanyUnfollowMutation();
  const onClick = () => {
    if (!viewer.signedIn) {
      authDialog.show({ mode: 'signIn' });
      return;
    }
    const commit = data.viewerFollows ? unfollow : follow;
    const follows = !data.viewerFollows;
    commit({
      variables: { input: { companyId: data.id } },
      // The star and the count change on the tap; Relay puts them back if the gateway refuses or fails.
      optimisticUpdater: (store) => {
        const record = store.get(data.id);
        record?.setValue(follows, 'viewerFollows');
        record?.setValue(data.followerCount + (follows ? 1 : -1), 'followerCount');
      },
      onCompleted: (response) => {
        const payload = 'companyFollow' in response ? response.companyFollow : response.companyUnfollow;
        const error = payload.userErrors[0];
        if (error) toast.error(error.message);
      },
      onError: () => toast.error(),
    });
  };
  return (
    <div className={styles.row}>
      <Button
        appearance={data.viewerFollows ? 'secondary' : 'primary'}
        icon={data.viewerFollows ? <StarFilled /> : <StarRegular />}
        disabled={following || unfollowing}
        onClick={onClick}
        aria-pressed={data.viewerFollows}
      >
        <FormattedMessage id={data.viewerFollows ? 'business.follow.following' : 'business.follow.follow'} />
      </Button>
      <Caption1 className={styles.count}>
        <FormattedMessage id="business.follow.count" values={{ count: data.followerCount }} />
      </Caption1>
    </div>
  );
}
