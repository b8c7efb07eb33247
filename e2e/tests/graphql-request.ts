import { expect, type APIRequestContext } from '@playwright/test';

/** Sends a GraphQL document as the web app would (the context's cookies and headers) and returns its data, checked error-free. */
export async function graphqlData(request: APIRequestContext, query: string, variables: object = {}) {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}
