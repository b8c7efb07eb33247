import { createIntl } from 'react-intl';
import type { MessageFormatElement } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogueSyntaxTrees, loadMessageParser } from './catalogue-syntax-trees.ts';
import { catalogues } from '../src/app/i18n/catalogues.ts';
import type { AppLocale } from '../src/shared/locale/locales.ts';

/**
 * A value for every argument a text names (and a renderer for each of its tags), so every branch it has is drawn. The
 * element kinds are the parser's `TYPE` (1 argument, 2 number, 3 date, 4 time, 8 tag), which react-intl's types do
 * not name; plurals and selects are told by their options.
 */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const element of elements) {
    if ('options' in element) {
      values[element.value] = 'plural' in element || 'pluralType' in element ? 3 : 'other';
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    } else if (element.type === 8) {
      values[element.value] = (chunks: unknown[]) =>
        `<${element.value}>${chunks.join('')}</${element.value}>`;
      sampleValues(element.children, values);
    } else if (element.type === 3 || element.type === 4) {
      values[element.value] = new Date(Date.UTC(2026, 10, 27, 8, 30));
    } else if (element.type === 2) {
      values[element.value] = 1250.5;
    } else if (element.type === 1) {
      values[element.value] = 'نمونه';
    }
  }
  return values;
}

describe('catalogues built as syntax trees', () => {
  it('format every text of both languages exactly as the texts as written do', async () => {
    const parse = await loadMessageParser();
    for (const locale of ['fa-IR', 'en-US'] satisfies AppLocale[]) {
      const texts = catalogues[locale];
      const syntaxTrees = catalogueSyntaxTrees(texts, locale, parse);
      expect(Object.keys(syntaxTrees).sort()).toEqual(Object.keys(texts).sort());
      const asWritten = createIntl({ locale, messages: texts, timeZone: 'Asia/Tehran' });
      const asBuilt = createIntl({ locale, messages: syntaxTrees, timeZone: 'Asia/Tehran' });
      for (const [key, elements] of Object.entries(syntaxTrees)) {
        const values = sampleValues(elements);
        expect(asBuilt.formatMessage({ id: key }, values as never), key).toEqual(
          asWritten.formatMessage({ id: key }, values as never),
        );
      }
    }
  });

  it('refuse a text that does not parse, naming its key', async () => {
    const parse = await loadMessageParser();
    expect(() =>
      catalogueSyntaxTrees(
        { 'home.title': 'رصد', 'search.count': '{count, plural, one {# شرکت}' },
        'fa-IR',
        parse,
      ),
    ).toThrow(/fa-IR text «search\.count» does not parse/);
  });
});
