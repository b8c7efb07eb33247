import { createHash, createPrivateKey } from 'node:crypto';
import { loadServiceSigningKey } from '../../packages/auth/src/service-signing-key.ts';
import {
  createServiceTrust,
  localCallerKeySets,
} from '../../services/src/shared/service-trust/service-trust.ts';

/** An Ed25519 private key (PKCS#8 PEM) made from a name: the same in the runner that starts the platforms and in every worker. */
function ed25519KeyFromSeed(seed: string): string {
  const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
  const der = Buffer.concat([pkcs8Prefix, createHash('sha256').update(seed).digest()]);
  return String(
    createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).export({ type: 'pkcs8', format: 'pem' }),
  );
}

/** The courses service's signing key on the browser tests' platforms (playwright.config.ts sets it). */
export const e2eCoursesSigningKey = ed25519KeyFromSeed('rasad-e2e-courses-service');

/** The header of a setup call to an internal route as the courses service makes it (a paid order's grant). */
export async function asCoursesService(audience: 'accounts' | 'business'): Promise<Record<string, string>> {
  const signingKey = await loadServiceSigningKey('courses', {
    COURSES_SERVICE_SIGNING_KEY: e2eCoursesSigningKey,
  });
  return createServiceTrust({
    service: 'courses',
    signingKey,
    callerKeySets: localCallerKeySets({}),
  }).headersFor(audience);
}
