import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { limitsFor } from '../gating/package-limits.ts';
import { neighbourhood, parseNodeKey, shortestChain, type NodeKey, type RelationKind } from './relationship-graph.ts';

const nodeKeySchema = z
  .string({ error: 'graph.entity.invalid' })
  .transform((value, issue) => {
    const key = parseNodeKey(value);
    if (key === null) issue.addIssue({ code: 'custom', message: 'graph.entity.invalid' });
    return key as NodeKey;
  })
  .describe('C:<company id> or P:<person id>');

const relationsSchema = z
  .string()
  .regex(/^(ROLE|SHAREHOLDING|SUBSIDIARY)(,(ROLE|SHAREHOLDING|SUBSIDIARY))*$/, 'graph.relations.invalid')
  .default('ROLE,SHAREHOLDING,SUBSIDIARY')
  .transform((value) => new Set(value.split(',') as RelationKind[]))
  .describe('Comma-separated relation kinds to follow');

const graphSchema = z.object({
  nodes: z.array(z.object({ key: z.string(), type: z.enum(['COMPANY', 'PERSON']), id: z.number().int(), label: z.string(), depth: z.number().int() })),
  edges: z.array(
    z.object({
      source: z.string(),
      target: z.string(),
      kind: z.enum(['ROLE', 'SHAREHOLDING', 'SUBSIDIARY']),
      role: z.string().nullable(),
      sharePercent: z.number().nullable(),
    }),
  ),
  depthLimit: z.number().int().describe('The deepest view the caller’s package allows'),
});

/** The relationship graph: people and companies around an entity, and the shortest chain between two. */
export async function registerGraphRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/v1/Graph/GetNeighbourhood',
    {
      schema: {
        tags: ['Graph'],
        summary: 'People and companies within 1–3 hops of an entity; depth is capped by the caller’s package',
        querystring: z.object({
          entity: nodeKeySchema,
          depth: z.coerce.number({ error: 'graph.depth.invalid' }).int('graph.depth.invalid').min(1, 'graph.depth.invalid').max(3, 'graph.depth.invalid').default(1),
          limitPerHop: z.coerce.number({ error: 'graph.limit.invalid' }).int('graph.limit.invalid').min(1, 'graph.limit.invalid').max(100, 'graph.limit.invalid').default(25),
          relations: relationsSchema,
        }),
        response: { 200: graphSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const depthLimit = limitsFor(request.viewer?.packageType ?? null).graphDepth;
      const { entity, depth, limitPerHop, relations } = request.query;
      return { ...(await neighbourhood(context.db, entity, Math.min(depth, depthLimit), limitPerHop, relations)), depthLimit };
    },
  );

  app.get(
    '/v1/Graph/GetShortestChain',
    {
      schema: {
        tags: ['Graph'],
        summary: 'The shortest chain of roles and shareholdings between two entities (up to 6 links)',
        querystring: z.object({ from: nodeKeySchema, to: nodeKeySchema, relations: relationsSchema }),
        response: { 200: graphSchema.nullable().describe('null when no chain of at most 6 links exists'), 400: errorBodySchema },
      },
    },
    async (request) => {
      const depthLimit = limitsFor(request.viewer?.packageType ?? null).graphDepth;
      const chain = await shortestChain(context.db, request.query.from, request.query.to, 6, request.query.relations);
      return chain === null ? null : { ...chain, depthLimit };
    },
  );
}
