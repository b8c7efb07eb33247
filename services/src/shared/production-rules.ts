import { isUnset, type ProductionRule } from '@rasad/contracts/production-settings.ts';
import type { ServiceName } from './service-name.ts';
import { signingKeyVariables } from '@rasad/auth/service-signing-key.ts';

/**
 * What each service refuses to keep with NODE_ENV=production (PASSWORD_HASH_COST has its own floor in
 * `accounts/credentials/password-hashing.ts`). The merchant's secret at the bank is sent by the courses checkout and
 * checked by the payments service, so both refuse the published development one.
 */
const merchantSecret: ProductionRule = {
  variable: 'IPG_MERCHANT_SECRET',
  unsafe: (env) => isUnset(env.IPG_MERCHANT_SECRET),
  advice: 'set the merchant’s secret at the bank gateway; the development default is public',
};

/** Each service's own key for its calls to the others (`@rasad/auth/service-signing-key.ts` refuses too, on its own). */
function signingKey(service: ServiceName): ProductionRule {
  const [own, shared] = signingKeyVariables(service);
  return {
    variable: own,
    unsafe: (env) => isUnset(env[own]) && isUnset(env[shared]),
    advice: `set the ${service} service’s own private key (Ed25519 PEM or JWK) for its calls to the other services (${shared} is read when it is unset); a key made at start is for development only`,
  };
}

const rules: Record<ServiceName | 'every', ProductionRule[]> = {
  every: [
    {
      variable: 'CLOCK_CONTROL_TOKEN',
      unsafe: (env) => !isUnset(env.CLOCK_CONTROL_TOKEN),
      advice: 'unset it: moving the service’s clock over HTTP is for the browser tests only',
    },
  ],
  accounts: [signingKey('accounts')],
  business: [signingKey('business')],
  courses: [merchantSecret, signingKey('courses')],
  analytics: [signingKey('analytics')],
  payments: [merchantSecret, signingKey('payments')],
};

/** The rules for the services one process runs. */
export function serviceProductionRules(names: readonly ServiceName[]): ProductionRule[] {
  return [...new Set([...rules.every, ...names.flatMap((name) => rules[name])])];
}
