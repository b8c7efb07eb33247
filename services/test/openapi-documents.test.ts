import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDefinitions } from '../src/service-definitions.ts';
import type { OpenDatabase } from '../src/shared/database/open-database.ts';
import type { ServiceName } from '../src/shared/service-definition.ts';
import { buildServiceApp } from '../src/start-services.ts';
import { createTestDatabase } from './test-database.ts';

const expectedRoutes: Record<ServiceName, string[]> = {
  business: [
    'get /v1/Home/GetHomePage',
    'get /v1/Content/GetPage',
    'get /v1/Content/GetFaqs',
    'get /v1/Content/GetJobOpenings',
    'get /v3/Pricing',
    'get /v1/Ads/GetPlacements',
    'get /v1/Support/GetStatus',
    'post /v1/Support/SendContactMessage',
    'post /v1/Crm/RequestConsultant',
    'post /v2/Profile/AddToNewsletter',
    'get /v1/Search/GetProvince',
    'get /v1/Search/GetVahedSabti',
  ],
  courses: [
    'get /api/Categories',
    'get /api/Categories/Counts',
    'get /api/Categories/{id}',
    'get /api/Qualifications',
    'get /api/Qualifications/{id}',
    'get /api/Tags',
    'get /api/Tags/{id}',
  ],
  analytics: ['post /VisitLog', 'post /UpdateVisitLogDuration', 'get /VisitLog/{visitId}'],
  payments: ['post /payments', 'get /payments/{token}', 'post /payments/{token}/verify', 'get /ipg/{token}', 'post /ipg/{token}/pay', 'post /ipg/{token}/cancel'],
};

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

interface OpenApiOperation {
  responses: Record<string, unknown>;
  requestBody?: unknown;
}

describe('OpenAPI documents at /docs/json', () => {
  for (const definition of Object.values(serviceDefinitions)) {
    it(`lists every ${definition.name} route with its responses`, async () => {
      const app = await buildServiceApp(definition, { db: database.db, now: () => new Date(), publicUrl: 'http://127.0.0.1:1' });
      try {
        const response = await app.inject({ method: 'GET', url: '/docs/json' });
        expect(response.statusCode).toBe(200);
        const document = response.json() as { info: { title: string }; paths: Record<string, Record<string, OpenApiOperation>> };
        expect(document.info.title).toBe(definition.title);
        const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
        expect(operations.sort()).toEqual([...expectedRoutes[definition.name]].sort());
        for (const methods of Object.values(document.paths)) {
          for (const operation of Object.values(methods)) expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        }
        const page = await app.inject({ method: 'GET', url: '/docs' });
        expect(page.statusCode).toBeLessThan(400);
      } finally {
        await app.close();
      }
    });
  }
});
