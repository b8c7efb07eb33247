import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { catalogues } from '../app/i18n/catalogues.ts';
import type { AppLocale } from '../shared/locale/locales.ts';
import { textDirection } from '../shared/locale/locales.ts';
import { AppToaster } from '../shared/toast/AppToaster.tsx';

/** Renders UI inside the providers the app shell gives every page. */
export function renderWithProviders(
  ui: ReactNode,
  { environment, locale = 'fa-IR' }: { environment: Environment; locale?: AppLocale },
) {
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} defaultLocale="fa-IR" messages={catalogues[locale]}>
        <FluentProvider theme={webLightTheme} dir={textDirection(locale)}>
          {ui}
          <AppToaster />
        </FluentProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
}
