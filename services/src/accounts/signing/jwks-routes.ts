import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import type { AccountsRuntime } from '../accounts-runtime.ts';

export async function registerJwksRoutes(app: ServiceApp, runtime: AccountsRuntime) {
  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['Keys'],
        summary: 'The public keys access tokens are signed with',
        response: {
          200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).describe('A JSON Web Key Set'),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { keys: [(await runtime.signingKey()).publicJwk] };
    },
  );
}
