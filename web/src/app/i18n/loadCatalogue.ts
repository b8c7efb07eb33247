import type { AppLocale } from '../../shared/locale/locales.ts';
import type { Catalogue } from './mergeMessageModules.ts';

const importers: Record<AppLocale, () => Promise<{ catalogue: Catalogue }>> = {
  'fa-IR': () => import('./catalogue.fa-IR.ts'),
  'en-US': () => import('./catalogue.en-US.ts'),
};

const loading = new Map<AppLocale, Promise<Catalogue>>();

/**
 * The texts of one language, fetched once (its own chunk; the other language's never is); a failed fetch is
 * forgotten so the next call tries again.
 */
export function loadCatalogue(locale: AppLocale): Promise<Catalogue> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = importers[locale]().then(({ catalogue }) => catalogue);
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
