// @vitest-environment node
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { fluentThemeTokens, inlineThemeTokens } from './inline-theme-tokens-plugin.ts';

const tokens = fluentThemeTokens();

function inline(code: string) {
  return inlineThemeTokens(code, parseAst(code) as never, tokens)?.toString() ?? null;
}

describe('inlineThemeTokens', () => {
  it('writes each named token as its CSS variable, whatever the import is called', () => {
    const code = [
      "import { Button, tokens as t } from '@fluentui/react-components';",
      'const padding = `calc(${t.spacingHorizontalM} + 1px)`;',
      'export const fill = t.colorBrandBackground;',
    ].join('\n');
    expect(inline(code)).toBe(
      [
        "import { Button, tokens as t } from '@fluentui/react-components';",
        'const padding = `calc(${"var(--spacingHorizontalM)"} + 1px)`;',
        'export const fill = "var(--colorBrandBackground)";',
      ].join('\n'),
    );
  });

  it('takes the values from Fluent itself', () => {
    expect(tokens.colorNeutralForeground1).toBe('var(--colorNeutralForeground1)');
    expect(inline("import { tokens } from '@fluentui/react-theme'; tokens.strokeWidthThin;")).toContain(
      `${JSON.stringify(tokens.strokeWidthThin)};`,
    );
  });

  it('leaves a name Fluent does not have, a computed read and the table passed whole', () => {
    const code = [
      "import { tokens } from '@fluentui/react-theme';",
      'const unknown = tokens.notAToken;',
      "const computed = tokens['colorBrandBackground'];",
      'use(tokens);',
    ].join('\n');
    expect(inline(code)).toBeNull();
  });

  it('leaves a module whose own binding of that name could be read instead', () => {
    const shadowed = [
      "import { tokens } from '@fluentui/react-components';",
      'function draw(tokens) { return tokens.colorBrandBackground; }',
    ].join('\n');
    expect(inline(shadowed)).toBeNull();
    const destructured = [
      "import { tokens } from '@fluentui/react-components';",
      'const draw = ({ theme: { tokens } }) => tokens.colorBrandBackground;',
    ].join('\n');
    expect(inline(destructured)).toBeNull();
  });

  it('leaves a `tokens` imported from anywhere else', () => {
    expect(inline("import { tokens } from './lexer.ts'; tokens.colorBrandBackground;")).toBeNull();
  });
});
