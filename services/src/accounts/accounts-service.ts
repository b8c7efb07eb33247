import { fileURLToPath } from 'node:url';
import { createLocalJWKSet } from 'jose';
import { createAccessTokenVerifier, type AccessTokenVerifier } from '../shared/auth/access-token-verifier.ts';
import type { ServiceDefinition } from '../shared/service-definition.ts';
import type { AccountsRuntime } from './accounts-runtime.ts';
import { registerApiKeyRoutes } from './api-keys/api-key-routes.ts';
import { ApiKeyStore } from './api-keys/api-key-store.ts';
import { messageSenderFromEnvironment } from './codes/message-sender.ts';
import { registerCompanyAccountRoutes } from './companies/company-account-routes.ts';
import { seedDemoEnterpriseSeats } from './companies/seed-demo-enterprise.ts';
import { registerOutboxRoutes } from './codes/outbox-routes.ts';
import { registerDigestRoutes } from './codes/digest-routes.ts';
import { registerPasswordResetRoutes } from './password-reset-routes.ts';
import { registerSubscriptionRoutes } from './subscriptions/subscription-routes.ts';
import { registerProfileRoutes } from './profile/profile-routes.ts';
import { seedAccounts } from './seed/seed-accounts.ts';
import { registerSessionRoutes } from './sessions/session-routes.ts';
import { SessionStore } from './sessions/session-store.ts';
import { registerSignInRoutes } from './sign-in-routes.ts';
import { registerSignUpRoutes } from './sign-up-routes.ts';
import { registerJwksRoutes } from './signing/jwks-routes.ts';
import { signingKeyLoader } from './signing/signing-keys.ts';
import { registerTokenRoutes } from './token-routes.ts';

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
    const apiKeys = new ApiKeyStore(context.db);
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
    await registerJwksRoutes(app, runtime);
    await registerSignUpRoutes(app, runtime);
    await registerSignInRoutes(app, runtime);
    await registerTokenRoutes(app, runtime);
    await registerPasswordResetRoutes(app, runtime);
    await registerSessionRoutes(app, runtime);
    await registerProfileRoutes(app, runtime);
    await registerOutboxRoutes(app, runtime);
    await registerDigestRoutes(app, runtime);
    await registerSubscriptionRoutes(app, runtime);
    await registerCompanyAccountRoutes(app, runtime);
    await registerApiKeyRoutes(app, runtime, apiKeys);
  },
  async seed(db) {
    await seedAccounts(db);
    await seedDemoEnterpriseSeats(db);
  },
};
