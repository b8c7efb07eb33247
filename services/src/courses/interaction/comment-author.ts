import type { FastifyRequest } from 'fastify';
import { requestLocale, type Locale } from '../../shared/http/request-locale.ts';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';
import { toLatinDigits } from '@rasad/contracts/latin-digits.ts';

/** Stored before names were chosen at read time; shown like a comment without a name. */
const legacyAnonymousAuthor = 'کاربر رصد';

/**
 * Whether a name would give its author away: a phone number (seven or more digits in any script, spaces
 * and dashes aside) or an e-mail address. Such a name is never shown; the author appears as «کاربر رصد».
 */
export function revealsContact(name: string): boolean {
  const compact = toLatinDigits(name).replace(/[\s\-()+.]/g, '');
  return /\d{7,}/.test(compact) || /\S+@\S+\.\S+/.test(name);
}

/** A comment's, review's or forum post's author as shown: a display name, or "Rasad user" in the reader's language. */
export function commentAuthorName(stored: string, locale: Locale): string {
  return stored.trim() === '' || stored === legacyAnonymousAuthor || revealsContact(stored)
    ? translate('comment.anonymousAuthor', locale)
    : stored;
}

/** The author's display name; never a mobile number or e-mail address, even one typed as the name. */
export function shownAuthor(request: FastifyRequest, name: string): string {
  return name.trim() === '' || revealsContact(name)
    ? translate('forum.anonymousAuthor', requestLocale(request))
    : name;
}
