import { entityVisitRules } from '@rasad/contracts/rules/page-visit-rules.ts';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { entityVisitRepository, type EntityVisitRow } from './entity-visit-repository.ts';

const visitSchema = z.object({
  visitId: z.string(),
  path: z.string(),
  query: z.string().describe('The search text that led to the page; empty when opened otherwise'),
  title: z.string(),
  analyticsVisitId: z
    .string()
    .nullable()
    .describe('The analytics visit of the same page view, which holds its duration'),
  visitedAt: z.string(),
});

function toVisit(row: EntityVisitRow) {
  return {
    visitId: row.visitId,
    path: row.path,
    query: row.query,
    title: row.title,
    analyticsVisitId: row.analyticsVisitId,
    visitedAt: row.visitedAt.toISOString(),
  };
}

/**
 * A signed-in user's recent entity pages, kept server-side so they follow the user between browsers.
 * Registered under `/v1/Profile`.
 */
export const entityVisitsPlugin: DomainPlugin = async (instance, { context }) => {
  const visits = entityVisitRepository(context.db);
  await signedInScope(instance, (app) => {
    app.post(
      '/EntityPageVisitsAsync',
      {
        schema: {
          tags: ['Profile'],
          summary:
            'Record a company or person page visit; the same visitId again keeps one entry and adds the analytics visit once it is known',
          body: entityVisitRules,
          response: { 200: visitSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const { analyticsVisitId, ...visit } = request.body;
        const stored = await visits.record({
          userId: viewerOf(request).userId,
          ...visit,
          analyticsVisitId: analyticsVisitId ?? null,
          visitedAt: context.now(),
        });
        return toVisit(stored);
      },
    );

    app.get(
      '/EntityPageVisitsAsync',
      {
        schema: {
          tags: ['Profile'],
          summary: 'The caller’s latest entity page visits, newest first, one per page',
          response: { 200: z.array(visitSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const rows = await visits.latest(viewerOf(request).userId, 100);
        const seen = new Set<string>();
        return rows
          .filter((row) => !seen.has(row.path) && seen.add(row.path))
          .slice(0, 20)
          .map(toVisit);
      },
    );
  });
};
