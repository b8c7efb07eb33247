import { Badge } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { formatPercent } from './businessFormat.ts';

/** When a role was held: «از …» while held, «… تا …» once ended. */
export function RoleTerm({ startedOn, endedOn }: { startedOn: string; endedOn: string | null | undefined }) {
  const locale = useLocale();
  const start = formatDate(locale, startedOn);
  return endedOn ? (
    <FormattedMessage id="business.people.termEnded" values={{ start, end: formatDate(locale, endedOn) }} />
  ) : (
    <FormattedMessage id="business.people.termCurrent" values={{ start }} />
  );
}

/** The «سابق» / "former" mark beside a role that has ended. */
function FormerRoleBadge() {
  return (
    <Badge appearance="outline" color="informative" data-testid="former-role">
      <FormattedMessage id="business.people.former" />
    </Badge>
  );
}

/**
 * A role as the tables show it: «سهامدار (۶۵٪)», marked «سابق» once it has ended; one span, so a phone's card keeps
 * it on one line.
 */
export function RoleLabel({
  role,
  sharePercent,
  isFormer,
}: {
  role: string;
  sharePercent: number | null | undefined;
  isFormer: boolean;
}) {
  const locale = useLocale();
  return (
    <span>
      <FormattedMessage id={`business.role.${role}`} />
      {sharePercent != null ? ` (${formatPercent(locale, sharePercent)})` : null}
      {isFormer ? (
        <>
          {' '}
          <FormerRoleBadge />
        </>
      ) : null}
    </span>
  );
}
