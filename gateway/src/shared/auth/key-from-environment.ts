import { createHash } from 'node:crypto';

/**
 * A 256-bit key the gateway keeps for the life of the process, read once from `variable` (64 hex digits). Unset (or
 * empty) gives a fixed development key derived from `developmentSeed`, which production refuses at start
 * (`gateway-config.ts`); any other value is an error that names the variable.
 */
export function keyFromEnvironment(variable: string, developmentSeed: string): () => Buffer {
  let key: Buffer | undefined;
  return () => {
    if (key) return key;
    const configured = process.env[variable];
    if (configured !== undefined && configured !== '' && !/^[0-9a-f]{64}$/i.test(configured))
      throw new Error(`${variable} must be 64 hexadecimal digits`);
    key = configured ? Buffer.from(configured, 'hex') : createHash('sha256').update(developmentSeed).digest();
    return key;
  };
}
