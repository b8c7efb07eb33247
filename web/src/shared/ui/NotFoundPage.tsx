import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from './ButtonLink.tsx';
import { PageContainer } from './PageContainer.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    paddingBlock: '96px',
    textAlign: 'center',
  },
  code: {
    fontSize: '72px',
    lineHeight: 1,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
});

interface NotFoundPageProps {
  /** What is not there («این شرکت پیدا نشد»); the site's «صفحه پیدا نشد» by default. */
  titleId?: string;
  bodyId?: string;
  /** Where to carry on: the home page by default. */
  action?: { to: string; labelId: string; icon: ReactElement };
}

const homeAction = { to: '/', labelId: 'notFound.home', icon: <HomeRegular /> };

/**
 * Shown for any address the site does not have, and for a company, person or course whose id names none (the
 * gateway sends both with status 404): what is missing, what to check, and where to carry on.
 */
export function NotFoundPage({
  titleId = 'notFound.title',
  bodyId = 'notFound.body',
  action = homeAction,
}: NotFoundPageProps) {
  const styles = useStyles();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: titleId }));
  return (
    <PageContainer narrow>
      <div className={styles.box}>
        <span className={styles.code} aria-hidden>
          {intl.formatNumber(404, { useGrouping: false })}
        </span>
        <Title1 as="h1">
          <FormattedMessage id={titleId} />
        </Title1>
        <Body1>
          <FormattedMessage id={bodyId} />
        </Body1>
        <ButtonLink to={action.to} appearance="primary" icon={action.icon}>
          <FormattedMessage id={action.labelId} />
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
