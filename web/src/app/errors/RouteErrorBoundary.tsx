import { clientErrorCodes } from '@rasad/contracts/client-error-codes.ts';
import { Body1, Button, Caption1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
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

/**
 * Refusals whose own message (in the page's language) tells the reader what happened and what to do: a day's company
 * pages used up, or the query budget spent for some seconds. «Something went wrong, try again in a moment» was wrong
 * for both, and retrying the first cannot help before tomorrow.
 */
const explainedRefusals = new Set<string>([
  clientErrorCodes.quotaExceeded,
  clientErrorCodes.queryBudgetExhausted,
]);

/** A page that failed to load or render: a message in the page's language and a retry, the shell stays. */
export function RouteErrorBoundary() {
  const styles = useStyles();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const coded = error instanceof GraphQLCodedError ? error : null;
  const refusal = coded && explainedRefusals.has(coded.code) ? coded : null;

  useEffect(() => {
    if (!coded) console.error(error);
  }, [coded, error]);

  return (
    <div className={styles.box} role="alert">
      <ErrorCircleRegular className={styles.icon} aria-hidden />
      <Title2 as="h1">
        <FormattedMessage id={refusal ? 'error.limit.title' : 'error.page.title'} />
      </Title2>
      <Body1>{refusal ? refusal.message : <FormattedMessage id="error.page.body" />}</Body1>
      {/* A refusal's own message says what happened; a code in Latin letters beside it tells the reader nothing. The
          code stays for other failures, for the reader to quote to support. */}
      {coded && !refusal ? (
        <Caption1 className={styles.code}>
          <FormattedMessage id="error.page.code" values={{ code: <bdi>{coded.code}</bdi> }} />
        </Caption1>
      ) : null}
      {refusal?.code === clientErrorCodes.quotaExceeded ? (
        <ButtonLink appearance="primary" to="/pricing">
          <FormattedMessage id="error.limit.plans" />
        </ButtonLink>
      ) : (
        <Button
          appearance="primary"
          icon={<ArrowClockwiseRegular />}
          disabled={revalidator.state === 'loading'}
          onClick={() => void revalidator.revalidate()}
        >
          <FormattedMessage id="error.page.retry" />
        </Button>
      )}
    </div>
  );
}
