import type { Locale } from '../../shared/http/request-locale.ts';
import { translate } from '../../shared/http/service-messages.ts';

/** Stored before names were chosen at read time; shown like a comment without a name. */
const legacyAnonymousAuthor = 'کاربر رصد';

/** A comment's author as shown: the learner's name, or "Rasad user" in the reader's language when it has none. */
export function commentAuthorName(stored: string, locale: Locale): string {
  return stored === '' || stored === legacyAnonymousAuthor ? translate('comment.anonymousAuthor', locale) : stored;
}
