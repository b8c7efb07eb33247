import { Button, CardHeader, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { ProfileApiKeys } from './ProfileApiKeys.tsx';
import { ProfileNewsletterForm } from './ProfileNewsletterForm.tsx';
import { ProfilePasswordForm } from './ProfilePasswordForm.tsx';
import { ProfilePersonalInfoForm } from './ProfilePersonalInfoForm.tsx';
import { ProfileSessions } from './ProfileSessions.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { formatUserName } from '../../shared/format/numbers.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  card: { padding: tokens.spacingVerticalL },
});

/** The profile: personal info, password, active sessions, API keys and the newsletter; a visitor is asked to sign in. */
export function ProfilePage({ queryRef }: { queryRef: PreloadedQuery<ProfilePageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const dialog = useAuthDialog();
  const { viewer } = usePreloadedQuery<ProfilePageQuery>(
    graphql`
      query ProfilePageQuery @preloadable {
        viewer {
          userName
          packageType
          hasPassword
          ...ProfilePersonalInfoFormFragment
          ...ProfileSessionsFragment
          ...ProfileApiKeysFragment
        }
      }
    `,
    queryRef,
  );
  const title = intl.formatMessage({ id: 'accounts.profile.title' });
  if (!viewer) {
    return (
      <PageContainer narrow>
        <PageHeader title={title} />
        <Button appearance="primary" onClick={() => dialog.show({ mode: 'signIn' })}>
          <FormattedMessage id="accounts.signInOrUp" />
        </Button>
      </PageContainer>
    );
  }
  const section = (heading: string, body: React.ReactNode) => (
    <Panel className={styles.card}>
      <CardHeader header={<Subtitle1 as="h2">{heading}</Subtitle1>} />
      {body}
    </Panel>
  );
  return (
    <PageContainer narrow>
      <PageHeader
        title={title}
        subtitle={
          <>
            <bdi>{formatUserName(locale, viewer.userName)}</bdi> ·{' '}
            <FormattedMessage id={`accounts.package.${viewer.packageType}`} />
          </>
        }
      />
      <div className={styles.sections}>
        {section(
          intl.formatMessage({ id: 'accounts.profile.personalInfo' }),
          <ProfilePersonalInfoForm viewer={viewer} />,
        )}
        {section(
          intl.formatMessage({ id: 'accounts.profile.password' }),
          <ProfilePasswordForm hasPassword={viewer.hasPassword} />,
        )}
        {section(
          intl.formatMessage({ id: 'accounts.profile.sessions' }),
          <ProfileSessions viewer={viewer} />,
        )}
        {section(intl.formatMessage({ id: 'accounts.profile.apiKeys' }), <ProfileApiKeys viewer={viewer} />)}
        {section(
          intl.formatMessage({ id: 'accounts.profile.newsletter' }),
          <ProfileNewsletterForm email={viewer.userName.includes('@') ? viewer.userName : ''} />,
        )}
      </div>
    </PageContainer>
  );
}
