import { Link } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyContactTabFragment$key } from '../../../__generated__/CompanyContactTabFragment.graphql';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { UpgradeHint } from '../gating/UpgradeHint.tsx';
import { FactList } from './FactList.tsx';

/** Address and ways to reach the company. */
export function CompanyContactTab({ company }: { company: CompanyContactTabFragment$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { contact, gated } = useFragment(
    graphql`
      fragment CompanyContactTabFragment on Company {
        contact {
          address
          postalCode
          phone
          website
          email
        }
        gated {
          capability
          ...UpgradeHintFragment
        }
      }
    `,
    company,
  );
  const label = (id: string) => intl.formatMessage({ id: `business.company.field.${id}` });
  const gates = gated.filter(
    (gate) => gate.capability === 'registeredAddress' || gate.capability === 'contactDetails',
  );
  return (
    <>
      {gates.map((gate) => (
        <UpgradeHint key={gate.capability} gate={gate} />
      ))}
      <FactList
        facts={[
          [label('address'), contact.address],
          [label('postalCode'), contact.postalCode ? formatDigits(locale, contact.postalCode) : null],
          [
            label('phone'),
            contact.phone ? <span dir="ltr">{formatDigits(locale, contact.phone)}</span> : null,
          ],
          [
            label('website'),
            contact.website ? (
              <Link href={contact.website} target="_blank" rel="noreferrer" dir="ltr">
                {contact.website}
              </Link>
            ) : null,
          ],
          [
            label('email'),
            contact.email ? (
              <Link href={`mailto:${contact.email}`} dir="ltr">
                {contact.email}
              </Link>
            ) : null,
          ],
        ]}
      />
    </>
  );
}
