/** The languages the product speaks, Persian first. */
export const messageLocales = ['fa-IR', 'en-US'] as const;
export type MessageLocale = (typeof messageLocales)[number];

/** One language's texts of a catalogue written once in both, e.g. for a react-intl catalogue (keys prefixed). */
export function messagesIn<Key extends string>(
  catalogue: Record<Key, Record<MessageLocale, string>>,
  locale: MessageLocale,
  prefix = '',
): Record<string, string> {
  return Object.fromEntries(
    Object.entries<Record<MessageLocale, string>>(catalogue).map(([key, texts]) => [
      `${prefix}${key}`,
      texts[locale],
    ]),
  );
}
