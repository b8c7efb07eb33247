import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { pathWithoutLocale } from '../../shared/locale/locales.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';

/** فارسی ⇄ English, staying on the same page. */
export function LanguageSwitch() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const other = locale === 'fa-IR' ? 'en-US' : 'fa-IR';
  return (
    <ButtonLink
      appearance="subtle"
      icon={<LocalLanguageRegular />}
      to={`${pathWithoutLocale(location.pathname)}${location.search}`}
      locale={other}
      lang={other === 'fa-IR' ? 'fa' : 'en'}
      aria-label={intl.formatMessage({ id: 'nav.language.switch' })}
    >
      {intl.formatMessage({ id: 'nav.language.other' })}
    </ButtonLink>
  );
}
