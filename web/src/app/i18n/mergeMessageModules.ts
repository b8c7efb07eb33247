import type { MessageFormatElement } from 'react-intl';

type MessageTexts = Record<string, string>;
/**
 * One language's texts: as written in tests and the dev server, their ICU syntax trees in a build
 * (`build/precompiled-catalogues-plugin.ts`).
 */
export type Catalogue = MessageTexts | Record<string, MessageFormatElement[]>;

function isMessages(value: unknown): value is MessageTexts {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/** One catalogue from message modules, each exporting its texts as one object of key → text. */
export function mergeMessageModules(modules: Record<string, Record<string, unknown>>): MessageTexts {
  const catalogue: MessageTexts = {};
  for (const [file, exports] of Object.entries(modules)) {
    const messages = Object.values(exports).filter(isMessages);
    if (messages.length !== 1) throw new Error(`${file} must export exactly one object of texts`);
    Object.assign(catalogue, messages[0]);
  }
  return catalogue;
}
