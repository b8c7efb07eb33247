import { GatewayError } from '../shared/errors/gateway-error.ts';
import { databaseIdOf } from '../shared/relay/global-id.ts';

/** The database id inside a global ID of the expected type; anything else is a bad request. */
export function numericKeyOf(globalId: string, typeName: string): number {
  const id = databaseIdOf(globalId, typeName);
  if (id === null) throw GatewayError.worded('BAD_REQUEST', 'error.idInvalid');
  return id;
}
