import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyCreditEditorFragment$key } from '../../__generated__/CompanyCreditEditorFragment.graphql';
import { toPersianDigits, typedNumberText } from '@rasad/contracts/latin-digits.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useCompanyCourseCreditChangeMutation } from './useCompanyCourseCreditChangeMutation.ts';

const useStyles = makeStyles({
  credit: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
  days: { width: '6em' },
  stopped: { color: tokens.colorPaletteRedForeground1 },
});

/** One of a user's credits: its course, state and days; while unused, its days change and it stops or starts again. */
export function CompanyCreditEditor({
  companyUserId,
  fullName,
  credit: creditKey,
}: {
  companyUserId: string;
  fullName: string;
  credit: CompanyCreditEditorFragment$key;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const credit = useFragment(
    graphql`
      fragment CompanyCreditEditorFragment on CourseCredit {
        id
        courseTitle
        days
        state
        isActive
      }
    `,
    creditKey,
  );
  const locale = useLocale();
  // Typed as text, so a Persian page shows and accepts Persian digits (a number input shows only Latin ones).
  const [days, setDays] = useState(locale === 'fa-IR' ? toPersianDigits(credit.days) : String(credit.days));
  const typedDays = typedNumberText(days);
  const daysChanged = /^\d{1,4}$/.test(typedDays) && Number(typedDays) !== credit.days;
  const [change, changing] = useCompanyCourseCreditChangeMutation();
  const open = credit.state === 'REQUESTED' || credit.state === 'GRANTED';
  const send = (input: { days?: number; isActive?: boolean }, doneMessage: string) =>
    change({
      variables: { input: { companyUserId, creditId: credit.id, ...input } },
      onCompleted: ({ companyCourseCreditChange }) => {
        const [failure] = companyCourseCreditChange.userErrors;
        if (failure) return toast.error(failure.message);
        toast.success(intl.formatMessage({ id: doneMessage }));
      },
      onError: () => toast.error(),
    });
  const course = credit.courseTitle;
  return (
    <span className={styles.credit} data-testid="company-credit">
      <span>
        {course} (<FormattedMessage id={`companies.credit.state.${credit.state}`} />
        {'، '}
        <FormattedMessage id="companies.credits.days" values={{ days: credit.days }} />
        {credit.isActive ? null : (
          <span className={styles.stopped}>
            {'، '}
            <FormattedMessage id="companies.admin.credit.stopped" />
          </span>
        )}
        )
      </span>
      {open ? (
        <>
          <Input
            className={styles.days}
            size="small"
            inputMode="numeric"
            value={days}
            aria-label={intl.formatMessage(
              { id: 'companies.admin.credit.daysLabel' },
              { course, name: fullName },
            )}
            onChange={(_, value) => setDays(value.value)}
          />
          <Button
            size="small"
            disabled={changing || !daysChanged}
            aria-label={intl.formatMessage(
              { id: 'companies.admin.credit.saveDaysLabel' },
              { course, name: fullName },
            )}
            onClick={() => send({ days: Number(typedDays) }, 'companies.admin.credit.daysChanged')}
          >
            <FormattedMessage id="companies.admin.credit.saveDays" />
          </Button>
          <Button
            size="small"
            disabled={changing}
            aria-label={intl.formatMessage(
              {
                id: credit.isActive
                  ? 'companies.admin.credit.stopLabel'
                  : 'companies.admin.credit.restartLabel',
              },
              { course, name: fullName },
            )}
            onClick={() =>
              send(
                { isActive: !credit.isActive },
                credit.isActive ? 'companies.admin.credit.stoppedDone' : 'companies.admin.credit.restarted',
              )
            }
          >
            <FormattedMessage
              id={credit.isActive ? 'companies.admin.credit.stop' : 'companies.admin.credit.restart'}
            />
          </Button>
        </>
      ) : null}
    </span>
  );
}
