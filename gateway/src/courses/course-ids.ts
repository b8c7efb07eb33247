import { GatewayError } from '../shared/errors/gateway-error.ts';
import { fromGlobalId } from '../shared/relay/global-id.ts';

/** The numeric key inside a global ID of the expected type; anything else is a bad request. */
export function numericKeyOf(globalId: string, typeName: string): number {
  const parsed = fromGlobalId(globalId);
  const key = parsed?.typeName === typeName ? Number(parsed.key) : Number.NaN;
  if (!Number.isSafeInteger(key) || key <= 0)
    throw new GatewayError('BAD_REQUEST', `Not a ${typeName} id: ${globalId}`);
  return key;
}
