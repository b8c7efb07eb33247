import { expect } from '@playwright/test';
import { test } from './platform-test.ts';

test('GraphiQL at /graphql loads from the gateway itself and documents the schema', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
      outside.push(request.url());
  });
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container').first()).toBeVisible({ timeout: 20_000 });
  const introspection = await page.request.post('/graphql', {
    data: { query: '{ __type(name: "HomePage") { description fields { name description } } }' },
  });
  const type = (await introspection.json()).data.__type as {
    description: string;
    fields: { name: string; description: string }[];
  };
  expect(type.description).toBeTruthy();
  for (const field of type.fields) expect(field.description, field.name).toBeTruthy();
  expect(outside).toEqual([]);
});

test('mutations are refused over GET', async ({ request }) => {
  const response = await request.get(
    '/graphql?query=' +
      encodeURIComponent('mutation { newsletterSubscribe(input: {email: "a@b.ir"}) { alreadySubscribed } }'),
  );
  expect(response.status()).toBe(405);
});
