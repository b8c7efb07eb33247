import { Button, FluentProvider, Title2, webLightTheme } from '@fluentui/react-components';
import { use } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { tehranTimeZone } from '../../shared/format/dates.ts';
import { localeFromPath, textDirection } from '../../shared/locale/locales.ts';
import { loadCatalogue } from '../i18n/loadCatalogue.ts';

/** Last resort when the shell itself fails: its own providers, a message and a reload. */
export function AppErrorFallback() {
  const locale = localeFromPath(window.location.pathname);
  const messages = use(loadCatalogue(locale));
  return (
    <IntlProvider locale={locale} defaultLocale="fa-IR" timeZone={tehranTimeZone} messages={messages}>
      <FluentProvider theme={webLightTheme} dir={textDirection(locale)}>
        <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
          <Title2 as="h1">
            <FormattedMessage id="error.page.title" />
          </Title2>
          <p>
            <FormattedMessage id="error.page.body" />
          </p>
          <Button appearance="primary" onClick={() => window.location.reload()}>
            <FormattedMessage id="error.page.retry" />
          </Button>
        </div>
      </FluentProvider>
    </IntlProvider>
  );
}
