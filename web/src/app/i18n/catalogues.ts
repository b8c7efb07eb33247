import type { AppLocale } from '../../shared/locale/locales.ts';
import { enUSMessages } from './messages.en-US.ts';
import { faIRMessages } from './messages.fa-IR.ts';

export const catalogues: Record<AppLocale, Record<string, string>> = {
  'fa-IR': faIRMessages,
  'en-US': enUSMessages,
};
