import lessonProgressLogMutation from '../../__generated__/useLessonProgressLogMutation.graphql';
import type { useLessonProgressLogMutation$variables } from '../../__generated__/useLessonProgressLogMutation.graphql';
import { clientHeader } from '../../app/relay/clientHeader.ts';
import { persistedOperationBody } from '../../app/relay/persistedOperation.ts';
import type { AppLocale } from '../../shared/locale/locales.ts';

/**
 * The player's last report as the page goes away (tab closed, reloaded, another site): Relay's requests are cancelled
 * with the page, a keepalive fetch is not. Nothing reads the answer, so nothing waits for it.
 */
export function sendProgressOnPageExit(
  locale: AppLocale,
  input: useLessonProgressLogMutation$variables['input'],
): void {
  void fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': locale, ...clientHeader },
    body: persistedOperationBody(lessonProgressLogMutation.params, { input }),
  }).catch(() => undefined);
}
