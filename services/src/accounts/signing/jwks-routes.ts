import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsPlugin } from '../accounts-runtime.ts';

/** The public token keys, registered under `/.well-known`. */
export const jwksPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/jwks.json',
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
};
