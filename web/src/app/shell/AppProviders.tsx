import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { AuthProvider } from '../../shared/auth/AuthProvider.tsx';
import { ConsultantRequestVisibilityProvider } from '../../shared/consultant-request/ConsultantRequestVisibility.tsx';
import { tehranTimeZone } from '../../shared/format/dates.ts';
import { textDirection } from '../../shared/locale/locales.ts';
import type { AppLocale } from '../../shared/locale/locales.ts';
import type { Catalogue } from '../i18n/mergeMessageModules.ts';
import { NavigationProvider } from '../navigation/NavigationContext.tsx';
import { themes, type ThemeName } from '../theme/themes.ts';

/**
 * What every page of one language is drawn within, in the browser (AppShell) and on the server
 * (server/renderServerPage.tsx): its Relay store, messages, theme and direction, navigation and auth state.
 */
export function AppProviders({
  locale,
  messages,
  environment,
  theme,
  children,
}: {
  locale: AppLocale;
  messages: Catalogue;
  environment: Environment;
  theme: ThemeName;
  children: ReactNode;
}) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} defaultLocale="fa-IR" timeZone={tehranTimeZone} messages={messages}>
        <FluentProvider theme={themes[theme]} dir={textDirection(locale)}>
          <NavigationProvider>
            <AuthProvider>
              <ConsultantRequestVisibilityProvider>{children}</ConsultantRequestVisibilityProvider>
            </AuthProvider>
          </NavigationProvider>
        </FluentProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>
  );
}
