import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { accessTokenAlgorithm } from '@rasad/auth/access-token-claims.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { signingKeyRepository } from './signing-key-repository.ts';

export interface SigningKeyPair {
  keyId: string;
  privateKey: CryptoKey;
  /** The public half as published at /.well-known/jwks.json. */
  publicJwk: JWK;
}

/**
 * The Ed25519 key pair tokens are signed with: made on first start and stored in the accounts schema.
 * Two processes starting together both insert row 1; the database keeps one and both read it back.
 */
async function loadOrCreateSigningKey(db: Database, now: Date): Promise<SigningKeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(accessTokenAlgorithm, {
    crv: 'Ed25519',
    extractable: true,
  });
  const keyId = randomUUID();
  const stored = await signingKeyRepository(db).storeOnceAndRead({
    keyId,
    privateJwk: await exportJWK(privateKey),
    publicJwk: await exportJWK(publicKey),
    createdAt: now,
  });
  if (!stored) throw new Error('the signing key could not be stored');
  const publicJwk = {
    ...(stored.publicJwk as JWK),
    kid: stored.keyId,
    alg: accessTokenAlgorithm,
    use: 'sig',
  };
  const storedPrivate = (await importJWK(stored.privateJwk as JWK, accessTokenAlgorithm)) as CryptoKey;
  return { keyId: stored.keyId, privateKey: storedPrivate, publicJwk };
}

/**
 * The key, loaded on first use rather than at start-up: registering routes must not touch the
 * database (the OpenAPI documents are written from routes registered on an empty one).
 */
export function signingKeyLoader(db: Database, now: () => Date): () => Promise<SigningKeyPair> {
  let loading: Promise<SigningKeyPair> | undefined;
  return () => {
    loading ??= loadOrCreateSigningKey(db, now()).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
