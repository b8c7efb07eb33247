import { GraphQLError } from 'graphql';
import { processRegularResult, type Plugin } from 'graphql-yoga';
import { localeOf } from '../gateway-messages.ts';
import { protectionMessages } from '../protection/protection-messages.ts';

/**
 * A request whose Accept names no type the gateway answers in (Yoga's processors, which run first, found none) gets
 * Yoga's 406 with a body: the refusal in the platform's error shape and the caller's language, as JSON, where Yoga
 * would send an empty body.
 */
export function useNotAcceptable(): Plugin {
  return {
    onResultProcess({ request, resultProcessor, setResult, setResultProcessor }) {
      if (resultProcessor) return;
      setResult({
        errors: [
          new GraphQLError(protectionMessages.notAcceptable(localeOf(request.headers)), {
            extensions: {
              code: 'NOT_ACCEPTABLE',
              http: { status: 406, headers: { accept: 'application/json' } },
            },
          }),
        ],
      });
      setResultProcessor(processRegularResult, 'application/json');
    },
  };
}
