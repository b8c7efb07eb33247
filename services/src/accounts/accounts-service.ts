import { fileURLToPath } from 'node:url';
import { createLocalJWKSet } from 'jose';
import { createAccessTokenVerifier } from '@rasad/auth/access-token-verifier.ts';
import type { AccessTokenVerifier } from '@rasad/auth/viewer.ts';
import type { ServiceDefinition } from '../shared/service-definition.ts';
import type { AccountsRuntime } from './accounts-runtime.ts';
import { apiKeysPlugin } from './api-keys/api-key-routes.ts';
import { apiKeyRepository } from './api-keys/api-key-repository.ts';
import { digestPlugin } from './codes/digest-routes.ts';
import { messageSenderFromEnvironment } from './codes/message-sender.ts';
import { outboxPlugin } from './codes/outbox-routes.ts';
import { companyAccountsPlugin } from './companies/company-account-routes.ts';
import { seedDemoEnterpriseSeats } from './companies/seed-demo-enterprise.ts';
import { passwordResetPlugin } from './password-reset-routes.ts';
import { profilePlugin } from './profile/profile-routes.ts';
import { seedAccounts } from './seed/seed-accounts.ts';
import { activeSessionsPlugin, sessionAlivePlugin } from './sessions/session-routes.ts';
import { SessionStore } from './sessions/session-store.ts';
import { codeSignInPlugin, passwordSignInPlugin } from './sign-in-routes.ts';
import { signUpPlugin } from './sign-up-routes.ts';
import { jwksPlugin } from './signing/jwks-routes.ts';
import { signingKeyLoader } from './signing/signing-keys.ts';
import { subscriptionsPlugin } from './subscriptions/subscription-routes.ts';
import { signOutPlugin, tokenRefreshPlugin } from './token-routes.ts';

export const accountsService: ServiceDefinition = {
  name: 'accounts',
  title: 'Rasad accounts service',
  description:
    'One identity for business data and courses: sign-up, password and one-time-code sign-in, rotating refresh tokens, session limits by package, personal info. Publishes its token keys at /.well-known/jwks.json.',
  defaultPort: 4105,
  schemaName: 'accounts',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  async registerRoutes(app, context) {
    const signingKey = signingKeyLoader(context.db, () => context.now());
    const sessions = new SessionStore(context.db, signingKey);
    const apiKeys = apiKeyRepository(context.db);
    let verifySignature: AccessTokenVerifier | undefined;
    // In this process a token also stops working the moment its session ends (another sign-in, sign-out).
    context.verifyAccessToken = async (token, now) => {
      verifySignature ??= createAccessTokenVerifier(
        createLocalJWKSet({ keys: [(await signingKey()).publicJwk] }),
      );
      const viewer = await verifySignature(token, now);
      // A token exchanged for an API key names the key as its session: revoking the key ends it.
      if (!(await sessions.isLive(viewer.sessionId)) && !(await apiKeys.isLive(viewer.sessionId, now)))
        throw new Error('the session has ended');
      return viewer;
    };
    const runtime: AccountsRuntime = {
      db: context.db,
      now: () => context.now(),
      signingKey,
      sessions,
      sender: messageSenderFromEnvironment(context.db),
    };
    // Several domains share the old API's prefixes, and sign-in, tokens and sessions each span two of them.
    const options = { context, runtime };
    await app.register(jwksPlugin, { ...options, prefix: '/.well-known' });
    await app.register(signUpPlugin, { ...options, prefix: '/v1/Account' });
    await app.register(passwordSignInPlugin, { ...options, prefix: '/v2/Account' });
    await app.register(codeSignInPlugin, { ...options, prefix: '/Account' });
    await app.register(tokenRefreshPlugin, { ...options, prefix: '/v2/Account' });
    await app.register(signOutPlugin, { ...options, prefix: '/Account' });
    await app.register(passwordResetPlugin, { ...options, prefix: '/v1/Account' });
    await app.register(sessionAlivePlugin, { ...options, prefix: '/v1/Account' });
    await app.register(activeSessionsPlugin, { ...options, prefix: '/v2/Profile' });
    await app.register(profilePlugin, { ...options, prefix: '/v2/Profile' });
    await app.register(outboxPlugin, { ...options, prefix: '/v1/Outbox' });
    await app.register(digestPlugin, { ...options, prefix: '/internal/v1/Messages' });
    await app.register(subscriptionsPlugin, { ...options, prefix: '/internal/v1/Subscriptions' });
    await app.register(companyAccountsPlugin, { ...options, prefix: '/internal/v1' });
    await app.register(apiKeysPlugin, { ...options, keys: apiKeys, prefix: '/v1/ApiKeys' });
  },
  async seed(db) {
    await seedAccounts(db);
    await seedDemoEnterpriseSeats(db);
  },
};
