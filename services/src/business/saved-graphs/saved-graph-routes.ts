import { z } from 'zod';
import { savedGraphNameRules } from '@rasad/contracts/rules/saved-graph-rules.ts';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { graphRepository } from '../graph/graph-repository.ts';
import { graphContentSchema } from '../graph/graph-routes.ts';
import { parseNodeKey } from '../graph/relationship-graph.ts';
import { openSavedGraph } from './open-saved-graph.ts';
import { savedGraphRepository, type SavedGraphRow } from './saved-graph-repository.ts';

/** Saved graphs a user may keep, and expansions per graph. */
const maximumSavedGraphs = 100;
const maximumExpansions = 50;

const id = z
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');
const name = savedGraphNameRules.shape.name;
const nodeKey = z
  .string({ error: 'graph.entity.invalid' })
  .refine((value) => parseNodeKey(value) !== null, 'graph.entity.invalid')
  .describe('C:<company id> or P:<person id>');
const relations = z
  .array(z.enum(['ROLE', 'SHAREHOLDING', 'SUBSIDIARY'], { error: 'graph.relations.invalid' }))
  .max(3, 'graph.relations.invalid')
  .transform((kinds) => [...new Set(kinds)])
  .describe('Relation kinds');
const expansion = z
  .object({ entity: nodeKey, relations })
  .describe('A node the user expanded and the relation kinds followed then');
const chain = z.object({ from: nodeKey, to: nodeKey, relations }).describe('A shortest chain the user found');

const savedGraphSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    root: z.string().describe('The entity the graph is around'),
    depth: z.int().describe('The depth it was opened at'),
    relations: z.array(z.string()).describe('The relation kinds shown when it was saved'),
    expansions: z.array(z.object({ entity: z.string(), relations: z.array(z.string()) })),
    chain: z.object({ from: z.string(), to: z.string(), relations: z.array(z.string()) }).nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .describe('A saved relationship graph: what to rebuild, not the nodes themselves');

const present = (row: SavedGraphRow) => ({
  id: row.id,
  name: row.name,
  root: row.root,
  depth: row.depth,
  relations: row.relations,
  expansions: row.expansions,
  chain: row.chain ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const notFound = {
  status: 404,
  code: 'SAVED_GRAPH_NOT_FOUND',
  messageKey: 'savedGraph.notFound',
  field: 'id',
} as const;

/**
 * Saved relationship graphs: save a graph as the user left it (root, depth, relation filter, expansions,
 * chain) under a name; list, open, rename, delete. Owner only: another user's id is answered 404.
 * Registered under `/v1/Graphs`; every route needs a signed-in caller.
 */
export const savedGraphsPlugin: DomainPlugin = async (instance, { context }) => {
  const graphs = savedGraphRepository(context.db);
  await signedInScope(instance, (app) => {
    app.get(
      '/GetSavedGraphs',
      {
        schema: {
          tags: ['Graph'],
          summary: 'The caller’s saved graphs, most recently changed first',
          response: { 200: z.array(savedGraphSchema), 401: errorBodySchema },
        },
      },
      async (request) => (await graphs.list(viewerOf(request).userId)).map(present),
    );

    app.get(
      '/OpenSavedGraph',
      {
        schema: {
          tags: ['Graph'],
          summary:
            'A saved graph rebuilt: the graph around its root, each expansion in order and the chain, within the caller’s current package (expansions beyond its depth are left out and counted)',
          querystring: z.object({ id: z.coerce.number({ error: 'id.invalid' }).pipe(id) }),
          response: {
            200: z.object({
              savedGraph: savedGraphSchema,
              root: graphContentSchema,
              expansions: z.array(
                z.object({ entity: z.string(), relations: z.array(z.string()), graph: graphContentSchema }),
              ),
              omittedExpansions: z.int().describe('Expansions the current package no longer reaches'),
              chain: z
                .object({
                  from: z.string(),
                  to: z.string(),
                  relations: z.array(z.string()),
                  graph: graphContentSchema,
                })
                .nullable(),
              chainOmitted: z.boolean().describe('A saved chain longer than the current package allows'),
              depthLimit: z.int(),
              chainLinkLimit: z.int(),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const saved = await graphs.find(viewer.userId, request.query.id);
        if (!saved) return sendBusinessError(request, reply, notFound);
        return {
          savedGraph: present(saved),
          ...(await openSavedGraph(
            graphRepository(context.db, viewer.packageType),
            saved,
            viewer.packageType,
          )),
        };
      },
    );

    app.post(
      '/SaveGraph',
      {
        schema: {
          tags: ['Graph'],
          summary: 'Save a graph as it is on screen under a new name',
          body: z.object({
            name,
            root: nodeKey,
            depth: z
              .number({ error: 'graph.depth.invalid' })
              .int()
              .min(1, 'graph.depth.invalid')
              .max(3, 'graph.depth.invalid'),
            relations,
            expansions: z.array(expansion).max(maximumExpansions, 'savedGraph.expansions.tooMany'),
            chain: chain.nullable().default(null),
          }),
          response: {
            200: savedGraphSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        if ((await graphs.countOwned(viewer.userId)) >= maximumSavedGraphs)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'SAVED_GRAPH_LIMIT',
            messageKey: 'savedGraph.limit',
            field: 'name',
          });
        const created = await graphs.create(viewer.userId, request.body, context.now());
        if (!created)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'SAVED_GRAPH_NAME_TAKEN',
            messageKey: 'savedGraph.name.taken',
            field: 'name',
          });
        return present(created);
      },
    );

    app.post(
      '/RenameSavedGraph',
      {
        schema: {
          tags: ['Graph'],
          summary: 'Rename a saved graph',
          body: z.object({ id, name }),
          response: {
            200: savedGraphSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const renamed = await graphs.rename(viewer.userId, request.body.id, request.body.name, context.now());
        if (renamed === 'missing') return sendBusinessError(request, reply, notFound);
        if (renamed === 'taken')
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'SAVED_GRAPH_NAME_TAKEN',
            messageKey: 'savedGraph.name.taken',
            field: 'name',
          });
        return present(renamed);
      },
    );

    app.post(
      '/DeleteSavedGraph',
      {
        schema: {
          tags: ['Graph'],
          summary: 'Delete a saved graph',
          body: z.object({ id }),
          response: {
            200: z.object({ id: z.int() }),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        if (!(await graphs.remove(viewer.userId, request.body.id)))
          return sendBusinessError(request, reply, notFound);
        return { id: request.body.id };
      },
    );
  });
};
