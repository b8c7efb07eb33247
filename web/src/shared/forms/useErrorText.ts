import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** What react-hook-form keeps of a field's error (its type and message). */
type FieldErrorLike = { type?: unknown; message?: unknown };

/** Marks an error that came from the server: its message is already text for people, not a message key. */
export const serverErrorType = 'server';

/**
 * The text to show under a field. Client rules (shared with the gateway) give message keys such as
 * `validation.mobile.invalid`, translated here; server `userErrors` arrive already translated.
 */
export function useErrorText(): (error: FieldErrorLike | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      if (typeof error.message !== 'string' || error.message === '')
        return intl.formatMessage({ id: 'validation.invalid' });
      if (error.type === serverErrorType) return error.message;
      return intl.messages[error.message]
        ? intl.formatMessage({ id: error.message })
        : intl.formatMessage({ id: 'validation.invalid' });
    },
    [intl],
  );
}
