/**
 * A request for a persisted operation (the persisted-query extension): the operation is known by its hash only. The
 * web app posts it, and the gateway asks itself with it for the page it sends.
 */
export interface PersistedOperationRequest {
  operationName: string;
  variables: Record<string, unknown>;
  extensions: { persistedQuery: { version: 1; sha256Hash: string } };
}

export function persistedOperationRequest(
  operationName: string,
  operationId: string,
  variables: Record<string, unknown>,
): PersistedOperationRequest {
  return {
    operationName,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: operationId } },
  };
}
