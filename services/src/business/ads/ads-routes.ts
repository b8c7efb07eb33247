import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { localise } from '../../shared/http/localised-text.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { adPlacements } from './ad-placements.ts';

const placementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  size: z.string().describe('Banner size in pixels, width×height'),
  weeklyPrice: z.number().int().describe('Rials per week'),
  weeklyImpressions: z.number().int().describe('Average impressions per week'),
});

/** Advertising placements, registered under `/v1/Ads`. */
export const adsPlugin: DomainPlugin = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/GetPlacements',
    {
      schema: {
        tags: ['Ads'],
        summary: 'Advertising placements and weekly prices',
        response: { 200: z.array(placementSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return adPlacements.map((placement) => ({
        ...placement,
        name: localise(placement.name, locale),
        description: localise(placement.description, locale),
      }));
    },
  );
};
