import { useIntl } from 'react-intl';
import type { AppLocale } from './locales.ts';

/** The locale of the current page, as set by the route. */
export function useLocale(): AppLocale {
  return useIntl().locale === 'en-US' ? 'en-US' : 'fa-IR';
}
