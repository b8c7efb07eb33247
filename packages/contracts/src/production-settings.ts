/**
 * A development default a process may not keep with NODE_ENV=production: a fixed key anyone can read in the source,
 * or a switch meant for tests. Each process lists its own rules beside the settings they guard.
 */
export interface ProductionRule {
  /** The variable the operator sets (or unsets). */
  variable: string;
  /** True when the environment leaves the development default in place. */
  unsafe(env: NodeJS.ProcessEnv): boolean;
  /** What to do instead, in a sentence. */
  advice: string;
}

/** One line per rule the environment breaks; none outside production. */
export function unsafeProductionSettings(rules: readonly ProductionRule[], env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return rules.filter((rule) => rule.unsafe(env)).map((rule) => `${rule.variable}: ${rule.advice}`);
}

/**
 * At a process's start: when production would run on a development default, says which variables to set (all of them
 * at once) and ends the process with exit code 1 before it listens.
 */
export function exitOnUnsafeProductionSettings(
  processName: string,
  rules: readonly ProductionRule[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  const problems = unsafeProductionSettings(rules, env);
  if (problems.length === 0) return;
  console.error(
    `${processName} refuses to start with NODE_ENV=production on development defaults:\n${problems
      .map((problem) => `  - ${problem}`)
      .join('\n')}`,
  );
  process.exit(1);
}

/** Set and not blank. */
export function isUnset(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}
