import { createCipheriv, createDecipheriv, type Cipher, type Decipher } from 'node:crypto';
import { databaseIdFromKey, parsePlainGlobalId, plainGlobalId } from '@rasad/contracts/plain-global-id.ts';
import { keyFromEnvironment } from '../auth/key-from-environment.ts';

/**
 * Opaque global identifiers. Most are base64url of `Type:key` (@rasad/contracts/plain-global-id.ts). Companies
 * and persons — the records a scraper would walk — are one AES-256 block instead: the type's tag, the 32-bit
 * database id and eleven zero bytes, encrypted with the server's PUBLIC_ID_KEY. Neighbouring ids give unrelated
 * strings, a guessed or altered string fails the 96-bit zero check, and the id is stable (links and bookmarks
 * keep working) for as long as the key is kept. A random public-id column would do the same at the price of a
 * column, an index and a migration per table, and a lookup on every call the services make.
 */
const sealedTypes: Record<string, number> = { Company: 1, Person: 2 };
const sealedTypeByTag = new Map(Object.entries(sealedTypes).map(([typeName, tag]) => [tag, typeName]));

let ciphers: { seal: Cipher; unseal: Decipher } | undefined;

/**
 * PUBLIC_ID_KEY: 64 hex digits. Without it a fixed development key is used; production sets its own
 * (and never changes it, or every company and person link changes with it).
 */
const publicIdKey = keyFromEnvironment('PUBLIC_ID_KEY', 'rasad development public id key');

/**
 * One cipher each way for the process: ECB without padding turns every 16-byte block it is given into
 * 16 bytes at once and keeps nothing between blocks, so `update` alone serves every id (a cipher per id
 * cost more than the rest of a company page's ids put together).
 */
function idCiphers() {
  ciphers ??= {
    seal: createCipheriv('aes-256-ecb', publicIdKey(), null).setAutoPadding(false),
    unseal: createDecipheriv('aes-256-ecb', publicIdKey(), null).setAutoPadding(false),
  };
  return ciphers;
}

function seal(tag: number, id: number): string {
  const block = Buffer.alloc(16);
  block.writeUInt8(tag, 0);
  block.writeUInt32BE(id, 1);
  return idCiphers().seal.update(block).toString('base64url');
}

function unseal(globalId: string): { typeName: string; key: string } | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(globalId)) return null;
  const sealed = Buffer.from(globalId, 'base64url');
  if (sealed.length !== 16) return null;
  const block = idCiphers().unseal.update(sealed);
  const typeName = sealedTypeByTag.get(block.readUInt8(0));
  if (typeName === undefined || !block.subarray(5).every((byte) => byte === 0)) return null;
  return { typeName, key: String(block.readUInt32BE(1)) };
}

export function toGlobalId(typeName: string, key: string | number): string {
  const tag = sealedTypes[typeName];
  if (tag !== undefined && /^\d{1,10}$/.test(String(key)) && Number(key) <= 0xffffffff)
    return seal(tag, Number(key));
  return plainGlobalId(typeName, key);
}

/** The database id inside a global ID of the given type; null for another type or anything that is not one. */
export function databaseIdOf(globalId: string, typeName: string): number | null {
  const parsed = fromGlobalId(globalId);
  return parsed?.typeName === typeName ? databaseIdFromKey(parsed.key) : null;
}

/** The type and key inside a global ID; null when it is not one (a sequential company or person id included). */
export function fromGlobalId(globalId: string): { typeName: string; key: string } | null {
  const sealed = unseal(globalId);
  if (sealed) return sealed;
  const plain = parsePlainGlobalId(globalId);
  return plain && !Object.hasOwn(sealedTypes, plain.typeName) ? plain : null;
}
