import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { MessageFormatElement } from 'react-intl';

type Parse = (message: string, options: { locale: Intl.Locale }) => MessageFormatElement[];
export type CatalogueSyntaxTrees = Record<string, MessageFormatElement[]>;

/** The ICU parser react-intl formats with (intl-messageformat's own dependency), so the trees are the ones it reads. */
export function messageParserEntry(): string {
  const fromWeb = createRequire(import.meta.url);
  const fromReactIntl = createRequire(fromWeb.resolve('react-intl'));
  const fromMessageFormat = createRequire(fromReactIntl.resolve('intl-messageformat'));
  return fromMessageFormat.resolve('@formatjs/icu-messageformat-parser');
}

export async function loadMessageParser(): Promise<Parse> {
  return ((await import(pathToFileURL(messageParserEntry()).href)) as { parse: Parse }).parse;
}

/**
 * Every text of one language's catalogue as the syntax tree react-intl would parse it into in the browser; a text
 * that does not parse throws, naming its key.
 */
export function catalogueSyntaxTrees(
  catalogue: Record<string, string>,
  locale: string,
  parse: Parse,
): CatalogueSyntaxTrees {
  const syntaxTrees: CatalogueSyntaxTrees = {};
  for (const [key, text] of Object.entries(catalogue)) {
    try {
      syntaxTrees[key] = parse(text, { locale: new Intl.Locale(locale) });
    } catch (error) {
      throw new Error(`The ${locale} text «${key}» does not parse: ${(error as Error).message}`);
    }
  }
  return syntaxTrees;
}
