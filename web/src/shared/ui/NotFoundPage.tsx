import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
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

/** Shown for any address the site does not have. */
export function NotFoundPage() {
  const styles = useStyles();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <PageContainer narrow>
      <div className={styles.box}>
        <span className={styles.code} aria-hidden>
          {intl.formatNumber(404, { useGrouping: false })}
        </span>
        <Title1 as="h1">
          <FormattedMessage id="notFound.title" />
        </Title1>
        <Body1>
          <FormattedMessage id="notFound.body" />
        </Body1>
        <ButtonLink to="/" appearance="primary" icon={<HomeRegular />}>
          <FormattedMessage id="notFound.home" />
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
