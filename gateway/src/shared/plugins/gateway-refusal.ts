/** The body of a refusal: a GraphQL-over-HTTP error a client reads like any other. */
export function refusalBody(code: string, message: string): string {
  return JSON.stringify({ errors: [{ message, extensions: { code } }] });
}

/**
 * A refusal answered before GraphQL runs, as a GraphQL-over-HTTP error body a client can read. Made with the server's
 * own `Response` (the plugin's `fetchAPI`): the answer may yet be compressed, and the compression pipes only that
 * implementation's streams (a global `Response` there was a 500 for any client accepting gzip).
 */
export function refusalResponse(
  fetchAPI: { Response: typeof Response },
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new fetchAPI.Response(refusalBody(code, message), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
