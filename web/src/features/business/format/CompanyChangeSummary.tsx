import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyChangeSummaryFragment$key } from '../../../__generated__/CompanyChangeSummaryFragment.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatDigits } from '../../../shared/format/numbers.ts';
import type { AppLocale } from '../../../shared/locale/locales.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';

const useStyles = makeStyles({
  line: { overflowWrap: 'anywhere' },
  notice: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** Both capitals in one unit, as people say them: «۱۰۰ → ۲۰۰ میلیون ریال» / "100 → 200 million rials". */
export function capitalChangeText(locale: AppLocale, before: number, after: number): string {
  const larger = Math.max(before, after);
  const [unit, scale] =
    larger >= 1e9
      ? (['billion', 1e9] as const)
      : larger >= 1e6
        ? (['million', 1e6] as const)
        : (['', 1] as const);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const units =
    locale === 'fa-IR'
      ? { billion: 'میلیارد ریال', million: 'میلیون ریال', '': 'ریال' }
      : { billion: 'billion rials', million: 'million rials', '': 'rials' };
  return `${number.format(before / scale)} → ${number.format(after / scale)} ${units[unit]}`;
}

/** One change of a company as before → after, with the gazette notice that announced it (linked to the company's gazette). */
export function CompanyChangeSummary({
  change,
  companyPath,
}: {
  change: CompanyChangeSummaryFragment$key;
  companyPath: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment CompanyChangeSummaryFragment on CompanyChange {
        field
        role
        before
        after
        changedOn
        notice {
          noticeNumber
        }
      }
    `,
    change,
  );
  const none = intl.formatMessage({ id: 'business.change.none' });
  let detail: string;
  if (data.field === 'CAPITAL')
    detail = capitalChangeText(locale, Number(data.before ?? 0), Number(data.after ?? 0));
  else if (data.field === 'STATUS')
    detail = `${intl.formatMessage({ id: `business.status.${data.before ?? 'ACTIVE'}` })} → ${intl.formatMessage({ id: `business.status.${data.after ?? 'ACTIVE'}` })}`;
  else if (data.field === 'BOARD')
    detail = intl.formatMessage(
      { id: 'business.change.board' },
      {
        role: intl.formatMessage({ id: `business.role.${data.role ?? 'BOARD_MEMBER'}` }),
        before: data.before ?? none,
        after: data.after ?? none,
      },
    );
  else detail = `${data.before ?? none} → ${data.after ?? none}`;
  return (
    <span className={styles.line} data-testid="company-change">
      <FormattedMessage id={`business.change.${data.field}`} values={{ detail }} />
      <Caption1 className={styles.notice}>
        {formatDate(locale, data.changedOn)}
        {data.notice ? (
          <>
            {' · '}
            <AppLink to={`${companyPath}?tab=gazette`}>
              <FormattedMessage
                id="business.change.notice"
                values={{ notice: formatDigits(locale, data.notice.noticeNumber) }}
              />
            </AppLink>
          </>
        ) : null}
      </Caption1>
    </span>
  );
}
