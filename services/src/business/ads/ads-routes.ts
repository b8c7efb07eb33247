import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
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

export async function registerAdsRoutes(app: ServiceApp) {
  app.get(
    '/v1/Ads/GetPlacements',
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
}
