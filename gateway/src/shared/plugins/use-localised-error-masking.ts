import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { GatewayError } from '../errors/gateway-error.ts';
import { gatewayMessage, type Locale } from '../gateway-messages.ts';
import type { GatewayContext } from '../gateway-context.ts';

function mask(error: GraphQLError, locale: Locale, log: (error: unknown) => void): GraphQLError {
  const original = error.originalError;
  if (!original || (original instanceof GraphQLError && !(original instanceof GatewayError))) return error;
  const location = { path: error.path, nodes: error.nodes };
  if (original instanceof GatewayError) {
    if (original.code !== 'UPSTREAM_UNAVAILABLE')
      return new GraphQLError(original.messageIn(locale), { ...location, extensions: original.extensions });
    log(original.originalError ?? original);
    return new GraphQLError(gatewayMessage('error.upstreamUnavailable', locale), {
      ...location,
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  }
  log(original);
  return new GraphQLError(gatewayMessage('error.internal', locale), {
    ...location,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/**
 * Keeps the error codes clients act on, words every other failure in the request's language and
 * hides its details; what is hidden goes to the log.
 */
export function useLocalisedErrorMasking(log: (error: unknown) => void): Plugin<GatewayContext> {
  return {
    onExecute() {
      return {
        onExecuteDone({ args, result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const locale = args.contextValue.locale;
          setResult({ ...result, errors: result.errors.map((error) => mask(error, locale, log)) });
        },
      };
    },
  };
}
