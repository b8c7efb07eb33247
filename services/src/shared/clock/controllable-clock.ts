import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameSecret } from '../auth/same-secret.ts';
import type { ServiceApp } from '../http/create-service-app.ts';
import { errorBodySchema } from '../http/error-schemas.ts';
import { sendBusinessError } from '../http/send-business-error.ts';

/** The system clock, which a browser test may move forward (never back) so that it need not sleep. */
export function controllableClock() {
  let aheadMs = 0;
  return {
    now: () => new Date(Date.now() + aheadMs),
    advance(seconds: number) {
      aheadMs += seconds * 1000;
    },
  };
}

export type ControllableClock = ReturnType<typeof controllableClock>;

/**
 * `POST /v1/Clock/Advance` moves a service's clock forward, so a browser test of something that runs out (a
 * one-time code) sees it run out at once. Registered only when CLOCK_CONTROL_TOKEN is set (the browser tests'
 * platforms), and answers only callers presenting that token.
 */
export function registerClockControlRoute(app: ServiceApp, clock: ControllableClock, token: string) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/Clock/Advance',
    {
      schema: {
        tags: ['Clock'],
        summary: 'Move this service’s clock forward (browser tests only)',
        headers: z.object({ 'x-operator-token': z.string().optional() }),
        body: z.object({
          seconds: z
            .number()
            .int()
            .min(1)
            .max(7 * 24 * 60 * 60),
        }),
        response: {
          200: z.object({ now: z.iso.datetime().describe('The service’s time after the move') }),
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!sameSecret(request.headers['x-operator-token'] ?? '', token))
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'FORBIDDEN',
          messageKey: 'request.forbidden',
        });
      clock.advance(request.body.seconds);
      return { now: clock.now().toISOString() };
    },
  );
}
