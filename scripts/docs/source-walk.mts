import path from 'node:path';
import ts from 'typescript';

/**
 * A TypeScript program over one package's sources and a walk that follows what a piece of code refers to — the
 * functions it calls, the loaders and repositories whose properties it reads — through the type checker, so
 * that the glossary finds what a resolver or a route handler reaches without running it.
 */
export interface SourceProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  root: string;
}

export function openSourceProgram(tsconfigPath: string, sourceFolder: string): SourceProgram {
  const config = ts.readConfigFile(tsconfigPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(tsconfigPath));
  const rootNames = parsed.fileNames.filter((file) => file.startsWith(sourceFolder + path.sep));
  const program = ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true } });
  return { program, checker: program.getTypeChecker(), root: sourceFolder };
}

/** Where a declaration sits and what it is called, for the glossary's columns. */
export interface DeclarationPlace {
  file: string;
  name: string;
}

export function lineOf(node: ts.Node): number {
  return node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
}

export function nameOfDeclaration(declaration: ts.Declaration): string {
  const named = ts.getNameOfDeclaration(declaration);
  return named ? named.getText() : '(anonymous)';
}

/** The declarations an identifier refers to, imports followed to what they import. */
export function declarationsOf(source: SourceProgram, identifier: ts.Identifier): ts.Declaration[] {
  let symbol = source.checker.getSymbolAtLocation(identifier);
  if (!symbol) return [];
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = source.checker.getAliasedSymbol(symbol);
  // `{ companySummaryById }`: the property stands for the variable it is written from.
  return (symbol.declarations ?? []).flatMap((declaration) => {
    if (!ts.isShorthandPropertyAssignment(declaration)) return [declaration];
    return source.checker.getShorthandAssignmentValueSymbol(declaration)?.declarations ?? [];
  });
}

/** A declaration whose body or value may do work: a function, a method, or a value given in place. */
export function codeOf(declaration: ts.Declaration): ts.Node | undefined {
  if (
    ts.isFunctionDeclaration(declaration) ||
    ts.isMethodDeclaration(declaration) ||
    ts.isFunctionExpression(declaration) ||
    ts.isArrowFunction(declaration) ||
    ts.isGetAccessorDeclaration(declaration)
  )
    return declaration.body;
  if (
    (ts.isVariableDeclaration(declaration) ||
      ts.isPropertyAssignment(declaration) ||
      ts.isPropertyDeclaration(declaration)) &&
    declaration.initializer
  )
    return declaration.initializer;
  return undefined;
}

export function isFunctionLike(declaration: ts.Declaration): boolean {
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return true;
  const value = codeOf(declaration);
  return value !== undefined && (ts.isArrowFunction(value) || ts.isFunctionExpression(value));
}

export function relativeFile(source: SourceProgram, node: ts.Node, base: string): string {
  return path.relative(base, node.getSourceFile().fileName).split(path.sep).join('/');
}

/**
 * Walks `start` and everything it refers to inside the package (declarations `follow` accepts), calling `visit`
 * on every node met once. Each declaration is walked once per walk, so cycles end.
 */
export function walkReachable(
  source: SourceProgram,
  start: ts.Node,
  follow: (declaration: ts.Declaration) => boolean,
  visit: (node: ts.Node, declaration: ts.Declaration | null) => void,
  deepest = Number.POSITIVE_INFINITY,
): void {
  const walked = new Set<ts.Node>();
  const pending: { node: ts.Node; from: ts.Declaration | null; depth: number }[] = [
    { node: start, from: null, depth: 0 },
  ];
  while (pending.length > 0) {
    const { node: top, from, depth } = pending.pop()!;
    const stack: ts.Node[] = [top];
    while (stack.length > 0) {
      const node = stack.pop()!;
      visit(node, from);
      if (ts.isIdentifier(node) && !isDeclarationName(node) && depth < deepest) {
        // A value handed to a call as an argument is data (a loader passed to be primed); a function handed over
        // is a callback the callee runs.
        const passed = isArgument(node);
        for (const declaration of declarationsOf(source, node)) {
          if (walked.has(declaration) || !follow(declaration)) continue;
          if (passed && !isFunctionLike(declaration)) continue;
          walked.add(declaration);
          const code = codeOf(declaration);
          if (code) pending.push({ node: code, from: declaration, depth: depth + 1 });
        }
      }
      node.forEachChild((child) => {
        stack.push(child);
      });
    }
  }
}

function isArgument(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isCallExpression(parent) || ts.isNewExpression(parent)) &&
    (parent.arguments ?? []).some((a) => a === node)
  );
}

function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isBindingElement(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isImportClause(parent)) &&
    parent.name === node
  );
}

export function isInside(source: SourceProgram, declaration: ts.Node, excluded: string[]): boolean {
  const file = declaration.getSourceFile().fileName;
  if (!file.startsWith(source.root + path.sep) || file.includes(`${path.sep}__generated__${path.sep}`))
    return false;
  const relative = path.relative(source.root, file).split(path.sep).join('/');
  return !excluded.some((prefix) => relative.startsWith(prefix));
}
