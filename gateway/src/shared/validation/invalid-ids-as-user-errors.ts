import type { UserError } from '../../__generated__/resolver-types.ts';
import { GatewayError } from '../errors/gateway-error.ts';
import type { GatewayContext } from '../gateway-context.ts';
import { gatewayMessage } from '../gateway-messages.ts';

type AnyResolver = (parent: unknown, args: unknown, context: GatewayContext, info: unknown) => unknown;

/**
 * A mutation says what was wrong in its payload's `userErrors`: a global id of the wrong shape, found deep in a
 * resolver (`numericKeyOf`), is one of those too, not a GraphQL error that nulls the whole answer. The payload's other
 * fields answer null, or what `emptyFields` gives those that cannot be null (an empty list).
 */
export function invalidIdsAsUserErrors<Resolvers extends object>(
  resolvers: Resolvers,
  emptyFields: Record<string, unknown> = {},
): Resolvers {
  return Object.fromEntries(
    Object.entries(resolvers).map(([name, resolve]) => [
      name,
      async (parent: unknown, args: unknown, context: GatewayContext, info: unknown) => {
        try {
          return await (resolve as AnyResolver)(parent, args, context, info);
        } catch (error) {
          if (!(error instanceof GatewayError) || error.messageKey !== 'error.idInvalid') throw error;
          const userErrors: UserError[] = [
            {
              // Which of the input's ids is not said: the error concerns the whole input (UserError.field).
              field: [],
              code: 'INVALID_ID',
              message: gatewayMessage('error.idInvalid', context.locale),
            },
          ];
          return { ...emptyFields, userErrors };
        }
      },
    ]),
  ) as Resolvers;
}
