import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyAboutTabFragment$key } from '../../../__generated__/CompanyAboutTabFragment.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatDigits, formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { FactList } from './FactList.tsx';

const useStyles = makeStyles({ about: { display: 'block', marginBlockEnd: tokens.spacingVerticalL } });

/** Identity card: IDs, registration, legal form, status, capital, industry. */
export function CompanyAboutTab({ company }: { company: CompanyAboutTabFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment CompanyAboutTabFragment on Company {
        about
        nationalId
        registrationNumber
        registrationDate
        registrationUnit
        legalForm
        status
        capital
        province
        city
        industryCode
        industry
      }
    `,
    company,
  );
  const label = (id: string) => intl.formatMessage({ id: `business.company.field.${id}` });
  return (
    <section>
      {data.about ? (
        // Written in Persian: its own direction also on an English page, so its full stop ends the sentence.
        <Body1 dir="auto" className={styles.about}>
          {data.about}
        </Body1>
      ) : null}
      <FactList
        facts={[
          [label('nationalId'), formatDigits(locale, data.nationalId)],
          [label('registrationNumber'), formatDigits(locale, data.registrationNumber)],
          [label('registrationDate'), formatDate(locale, data.registrationDate)],
          [label('registrationUnit'), data.registrationUnit],
          [label('legalForm'), intl.formatMessage({ id: `business.legalForm.${data.legalForm}` })],
          [label('status'), intl.formatMessage({ id: `business.status.${data.status}` })],
          [
            label('capital'),
            intl.formatMessage({ id: 'business.rials' }, { amount: formatNumber(locale, data.capital) }),
          ],
          [label('place'), [data.province, data.city].filter(Boolean).join(locale === 'fa-IR' ? '، ' : ', ')],
          [
            label('industry'),
            data.industry && data.industryCode ? (
              <AppLink
                to={`/industry/${data.industryCode.slice(0, 2)}`}
              >{`${data.industry} (${formatDigits(locale, data.industryCode)})`}</AppLink>
            ) : null,
          ],
        ]}
      />
    </section>
  );
}
