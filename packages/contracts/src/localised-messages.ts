export type MessageLocale = 'fa-IR' | 'en-US';

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
