import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { entityPageVisits } from '../business-data-tables.ts';

const visitSchema = z.object({ visitId: z.string(), path: z.string(), title: z.string(), visitedAt: z.string() });

/** A signed-in user's recent entity pages, kept server-side so they follow the user between browsers. */
export async function registerEntityVisitRoutes(app: ServiceApp, context: ServiceContext) {
  app.post(
    '/v1/Profile/EntityPageVisitsAsync',
    {
      schema: {
        tags: ['Profile'],
        summary: 'Record a company or person page visit; the same visitId twice is kept once',
        body: z.object({
          visitId: z.string({ error: 'visit.id.invalid' }).uuid('visit.id.invalid'),
          path: z.string({ error: 'visit.path.required' }).regex(/^\/(company|person)\/[A-Za-z0-9_-]{1,64}$/, 'visit.path.required'),
          title: z.string({ error: 'visit.field.tooLong' }).trim().min(1, 'visit.field.tooLong').max(300, 'visit.field.tooLong'),
        }),
        response: { 200: visitSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const visitedAt = context.now();
      await context.db
        .insert(entityPageVisits)
        .values({ userId: viewer.userId, ...request.body, visitedAt })
        .onConflictDoNothing();
      return { ...request.body, visitedAt: visitedAt.toISOString() };
    },
  );

  app.get(
    '/v1/Profile/EntityPageVisitsAsync',
    {
      schema: {
        tags: ['Profile'],
        summary: 'The caller’s latest entity page visits, newest first, one per page',
        response: { 200: z.array(visitSchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await context.db
        .select()
        .from(entityPageVisits)
        .where(eq(entityPageVisits.userId, viewer.userId))
        .orderBy(desc(entityPageVisits.visitedAt), desc(entityPageVisits.id))
        .limit(100);
      const seen = new Set<string>();
      return rows
        .filter((row) => !seen.has(row.path) && seen.add(row.path))
        .slice(0, 20)
        .map((row) => ({ visitId: row.visitId, path: row.path, title: row.title, visitedAt: row.visitedAt.toISOString() }));
    },
  );
}
