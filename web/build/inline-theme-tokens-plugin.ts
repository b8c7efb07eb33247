import { createRequire } from 'node:module';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The packages a module takes Fluent's `tokens` table from: the app's and Fluent's own. */
const tokenSources = new Set(['@fluentui/react-components', '@fluentui/react-theme', '@fluentui/tokens']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit);
    if (isNode(value)) walk(value, visit);
  }
}

/** Whether a declaration's target (a name, or a destructuring pattern however deep) binds one of `names`. */
function bindsAny(target: Node, names: Set<string>): boolean {
  let binds = false;
  walk(target, (node) => {
    if (node.type === 'Identifier' && names.has(node.name as string)) binds = true;
  });
  return binds;
}

/** Fluent's theme tokens as they are at run time: every value is the CSS variable of its name. */
export function fluentThemeTokens(): Record<string, string> {
  const fromComponents = createRequire(createRequire(import.meta.url).resolve('@fluentui/react-components'));
  return (fromComponents('@fluentui/react-theme') as { tokens: Record<string, string> }).tokens;
}

/**
 * Writes each read of a token (`tokens.colorBrandBackground`) as the string it holds (`"var(--colorBrandBackground)"`).
 * Fluent's style files keep a few such reads after their styles were built (in constants nothing uses, which the
 * bundler keeps because a template literal may run code), and so do styles given as attributes: each pulled the whole
 * table, 61 kB before compression, into every first load. A module that declares another binding of the import's
 * name, or uses the table otherwise than by reading a named token, keeps its import for those uses.
 */
export function inlineThemeTokens(
  code: string,
  program: Node,
  tokens: Record<string, string>,
): MagicString | null {
  const localNames = new Set<string>();
  walk(program, (node) => {
    if (node.type !== 'ImportDeclaration' || !tokenSources.has((node.source as { value: string }).value))
      return;
    for (const specifier of node.specifiers as Node[]) {
      const imported = specifier.imported as { name?: string } | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.name === 'tokens')
        localNames.add((specifier.local as { name: string }).name);
    }
  });
  if (localNames.size === 0) return null;
  walk(program, (node) => {
    const bindings = [
      node.type === 'VariableDeclarator' ||
      node.type === 'FunctionDeclaration' ||
      node.type === 'ClassDeclaration'
        ? node.id
        : null,
      node.type === 'CatchClause' ? node.param : null,
      ...(/Function/.test(node.type) ? (node.params as Node[]) : []),
    ];
    if (bindings.some((binding) => isNode(binding) && bindsAny(binding, localNames))) localNames.clear();
  });
  const inlined = new MagicString(code);
  let replaced = false;
  walk(program, (node) => {
    if (node.type !== 'MemberExpression' || node.computed) return;
    const object = node.object as Node;
    const property = node.property as Node;
    if (object.type !== 'Identifier' || !localNames.has(object.name as string)) return;
    const value = tokens[property.name as string];
    if (typeof value !== 'string') return;
    inlined.overwrite(node.start, node.end, JSON.stringify(value));
    replaced = true;
  });
  return replaced ? inlined : null;
}

/** The build's pass of `inlineThemeTokens` over every module, after TypeScript and the styles were built. */
export function inlineThemeTokensPlugin(): Plugin {
  const tokens = fluentThemeTokens();
  return {
    name: 'rasad:inline-theme-tokens',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/, code: 'tokens' },
      handler(code, id) {
        const inlined = inlineThemeTokens(code, this.parse(code) as unknown as Node, tokens);
        return inlined && { code: inlined.toString(), map: inlined.generateMap({ source: id, hires: true }) };
      },
    },
  };
}
