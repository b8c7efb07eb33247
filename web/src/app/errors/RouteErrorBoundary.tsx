import { Body1, Button, Caption1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { GraphQLCodedError } from '../relay/GraphQLCodedError.ts';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    paddingBlock: '80px',
    paddingInline: tokens.spacingHorizontalXL,
  },
  icon: { fontSize: '48px', color: tokens.colorPaletteRedForeground1 },
  code: { color: tokens.colorNeutralForeground3 },
});

/** A page that failed to load or render: a message in the page's language and a retry, the shell stays. */
export function RouteErrorBoundary() {
  const styles = useStyles();
  const error = useRouteError();
  const revalidator = useRevalidator();

  useEffect(() => {
    if (!(error instanceof GraphQLCodedError)) console.error(error);
  }, [error]);

  return (
    <div className={styles.box} role="alert">
      <ErrorCircleRegular className={styles.icon} aria-hidden />
      <Title2 as="h1">
        <FormattedMessage id="error.page.title" />
      </Title2>
      <Body1>
        <FormattedMessage id="error.page.body" />
      </Body1>
      {error instanceof GraphQLCodedError ? (
        <Caption1 className={styles.code}>
          <FormattedMessage id="error.page.code" values={{ code: <bdi>{error.code}</bdi> }} />
        </Caption1>
      ) : null}
      <Button
        appearance="primary"
        icon={<ArrowClockwiseRegular />}
        disabled={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        <FormattedMessage id="error.page.retry" />
      </Button>
    </div>
  );
}
