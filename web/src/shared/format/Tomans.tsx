import { FormattedMessage } from 'react-intl';
import { useLocale } from '../locale/useLocale.ts';
import { formatNumber, tomansFromRials } from './numbers.ts';

/** A price given in rials, shown in tomans with the locale's digits: «۱۲۳٬۴۵۷ تومان». */
export function Tomans({ rials }: { rials: number }) {
  const locale = useLocale();
  return (
    <FormattedMessage id="money.tomans" values={{ amount: formatNumber(locale, tomansFromRials(rials)) }} />
  );
}
