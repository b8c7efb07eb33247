import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { graphRepository } from './graph-repository.ts';
import {
  allRelationKinds,
  neighbourhood,
  parseNodeKey,
  shortestChain,
  type NodeKey,
  type RelationKind,
} from './relationship-graph.ts';

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

/** The nodes and links of a graph, as every graph route answers them. */
export const graphContentSchema = z.object({
  nodes: z.array(
    z.object({
      key: z.string(),
      type: z.enum(['COMPANY', 'PERSON']),
      id: z.number().int(),
      label: z.string(),
      depth: z.number().int(),
    }),
  ),
  edges: z.array(
    z.object({
      source: z.string(),
      target: z.string(),
      kind: z.enum(['ROLE', 'SHAREHOLDING', 'SUBSIDIARY']),
      role: z.string().nullable(),
      sharePercent: z.number().nullable(),
    }),
  ),
});

const graphSchema = graphContentSchema.extend({
  depthLimit: z.number().int().describe('The deepest view the caller’s package allows'),
  chainLinkLimit: z.number().int().describe('The longest chain the caller’s package may search for'),
});

/**
 * The relationship graph: people and companies around an entity, and the shortest chain between two.
 * Registered under `/v1/Graph`.
 */
export const graphPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/GetNeighbourhood',
    {
      schema: {
        tags: ['Graph'],
        summary: 'People and companies within 1–3 hops of an entity; depth is capped by the caller’s package',
        querystring: z.object({
          entity: nodeKeySchema,
          root: nodeKeySchema
            .optional()
            .describe(
              'When expanding a node of a graph: the entity that graph is around; the node must lie close enough to it for the package',
            ),
          depth: z.coerce
            .number({ error: 'graph.depth.invalid' })
            .int('graph.depth.invalid')
            .min(1, 'graph.depth.invalid')
            .max(3, 'graph.depth.invalid')
            .default(1),
          limitPerHop: z.coerce
            .number({ error: 'graph.limit.invalid' })
            .int('graph.limit.invalid')
            .min(1, 'graph.limit.invalid')
            .max(100, 'graph.limit.invalid')
            .default(25),
          relations: relationsSchema,
        }),
        response: { 200: graphSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const packageType = request.viewer?.packageType ?? null;
      const limits = entitlementsOf(packageType);
      const graph = graphRepository(context.db, packageType);
      const { entity, root, depth, limitPerHop, relations } = request.query;
      const allowedDepth = Math.min(depth, limits.graphDepth);
      if (root !== undefined && root !== entity) {
        // Expanding a node shows its neighbours, one hop farther from the root than the node itself.
        const reach = limits.graphDepth - allowedDepth;
        const path = reach < 1 ? null : await shortestChain(graph, root, entity, reach, allRelationKinds);
        if (path === null)
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'PACKAGE_LIMIT',
            messageKey: 'graph.expand.package',
            field: 'entity',
          });
      }
      return {
        ...(await neighbourhood(graph, entity, allowedDepth, limitPerHop, relations)),
        depthLimit: limits.graphDepth,
        chainLinkLimit: limits.chainLinks,
      };
    },
  );

  app.get(
    '/GetShortestChain',
    {
      schema: {
        tags: ['Graph'],
        summary:
          'The shortest chain of roles and shareholdings between two entities, as long as the caller’s package allows (2 to 6 links)',
        querystring: z.object({ from: nodeKeySchema, to: nodeKeySchema, relations: relationsSchema }),
        response: {
          200: graphSchema.nullable().describe('null when no chain within the package’s length exists'),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const packageType = request.viewer?.packageType ?? null;
      const limits = entitlementsOf(packageType);
      const graph = graphRepository(context.db, packageType);
      const chain = await shortestChain(
        graph,
        request.query.from,
        request.query.to,
        limits.chainLinks,
        request.query.relations,
      );
      return chain === null
        ? null
        : { ...chain, depthLimit: limits.graphDepth, chainLinkLimit: limits.chainLinks };
    },
  );
};
