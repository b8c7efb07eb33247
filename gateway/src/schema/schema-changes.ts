import { CriticalityLevel, diff, DiffRule, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/**
 * Which changes between two versions of schema.graphql break a client written against the older one, and which of
 * those are not marked as intended. A field removed after a release that marked it `@deprecated` is not a break
 * (graphql-inspector's `suppressRemovalOfDeprecatedField`); any other break must be listed, by its path, in
 * docs/schema-changes.md.
 */
export interface SchemaChangeVerdict {
  breaking: Change[];
  /** The breaking changes whose path the intended list does not name: the check fails when there is one. */
  unmarked: Change[];
}

export async function schemaChangeVerdict(
  oldSchemaText: string,
  newSchemaText: string,
  intendedPaths: ReadonlySet<string>,
): Promise<SchemaChangeVerdict> {
  const changes = await diff(buildSchema(oldSchemaText), buildSchema(newSchemaText), [
    DiffRule.suppressRemovalOfDeprecatedField,
  ]);
  const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
  return {
    breaking,
    unmarked: breaking.filter((change) => !(change.path && intendedPaths.has(change.path))),
  };
}

/**
 * The paths docs/schema-changes.md marks as intended breaks: each list item of its "Intended breaking changes"
 * section that starts with a path in backticks (`- \`Query.oldField\` — why, and what replaces it`).
 */
export function intendedBreakingPaths(markdown: string): Set<string> {
  const paths = new Set<string>();
  let inSection = false;
  for (const line of markdown.split('\n')) {
    if (/^#{1,6}\s/.test(line)) inSection = /^#{1,6}\s+Intended breaking changes\s*$/i.test(line);
    else if (inSection) {
      const match = /^\s*[-*]\s+`([^`]+)`/.exec(line);
      if (match) paths.add(match[1]!);
    }
  }
  return paths;
}
