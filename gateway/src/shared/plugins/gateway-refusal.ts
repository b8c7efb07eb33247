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
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
