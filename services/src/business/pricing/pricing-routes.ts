import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { localise } from '../../shared/http/localised-text.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { packageTypes, planPrices, pricingPlans } from './pricing-plans.ts';

const planSchema = z.object({
  id: z.number().int(),
  package: z.enum(packageTypes).describe('Subscription tier, stored with the session'),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  prices: z
    .array(
      z.object({
        durationMonths: z.number().int().describe('Subscription length in months'),
        amount: z.number().int().describe('Price before discount, in rials'),
        discountPercent: z.number().int(),
        finalAmount: z.number().int().describe('Price to pay, in rials'),
      }),
    )
    .describe('One price per subscription length; the free plan has a single price of 0'),
  highlighted: z.boolean().describe('The plan the page recommends'),
  sessionLimit: z.number().int().describe('Simultaneous sessions allowed'),
});

/** Subscription plans, registered under `/v3/Pricing`. */
export const pricingPlugin: DomainPlugin = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '',
    {
      schema: {
        tags: ['Pricing'],
        summary: 'Subscription plans and prices',
        response: { 200: z.array(planSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return pricingPlans.map((plan) => ({
        id: plan.id,
        package: plan.package,
        name: localise(plan.name, locale),
        description: localise(plan.description, locale),
        features: plan.features.map((feature) => localise(feature, locale)),
        prices: planPrices(plan),
        highlighted: plan.highlighted,
        sessionLimit: plan.sessionLimit,
      }));
    },
  );
};
