import { persistedOperationRequest } from '@rasad/contracts/persisted-operation.ts';
import type { RequestParameters, Variables } from 'relay-runtime';

/** The body the gateway expects: the operation is known by its hash only (persisted operations). */
export function persistedOperationBody(params: RequestParameters, variables: Variables): string {
  if (params.id == null)
    throw new Error(`Operation ${params.name} has no persisted id; run the Relay compiler.`);
  return JSON.stringify(persistedOperationRequest(params.name, params.id, variables));
}
