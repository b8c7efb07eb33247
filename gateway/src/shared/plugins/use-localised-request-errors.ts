import { GraphQLError, NoSchemaIntrospectionCustomRule, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { localeOf, type Locale } from '../gateway-messages.ts';
import { protectionMessages } from '../protection/protection-messages.ts';
import {
  localisedRequestErrorMessage,
  persianOf,
  withoutSuggestions,
} from '../protection/request-error-messages.ts';

/** Codes of errors in the request itself (nothing of it ran): answered 400 in the caller's language. */
const requestErrorCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_IN_LIST',
  'PERSISTED_QUERY_ID_REQUIRED',
]);

/** Errors in a well-formed request for which GraphQL over HTTP wants 200 from a legacy `application/json` client. */
const documentErrorCodes = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

const persianLetters = /[\u0600-\u06FF]/;

type HttpExtension = { status?: number; spec?: boolean; headers?: Record<string, string> };

/**
 * A client that names `application/json` (and not `application/graphql-response+json`) in Accept is a legacy client
 * of GraphQL over HTTP, which answers its document errors with 200; every other client — no Accept, any type, or
 * the GraphQL response type — gets 400 for them.
 */
function asksForLegacyJson(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return /application\/json/i.test(accept) && !/application\/graphql-response\+json/i.test(accept);
}

function localised(error: GraphQLError, locale: Locale, legacyJson: boolean): GraphQLError {
  const code = typeof error.extensions['code'] === 'string' ? error.extensions['code'] : undefined;
  // A field's error (it has a path) is worded by the error masking; only suggestions are taken out here.
  const isRequestError = error.path === undefined && (code === undefined || requestErrorCodes.has(code));
  if (!isRequestError) {
    const message = withoutSuggestions(error.message);
    return message === error.message ? error : rebuilt(error, message, error.extensions);
  }
  // Variables that do not fit their types fail before execution, with no code of their own.
  const requestCode = code ?? 'BAD_USER_INPUT';
  // The gateway's own refusals (input hygiene, a missing query) are worded in the caller's language already.
  const english = withoutSuggestions(error.message);
  const location = error.locations?.[0];
  const message =
    locale === 'en-US'
      ? english
      : (persianOf(english, location) ??
        (persianLetters.test(english) ? english : localisedRequestErrorMessage(english, locale, location)));
  const {
    originalError: _internal,
    http,
    ...extensions
  } = error.extensions as Record<string, unknown> & {
    http?: HttpExtension;
  };
  const status = http?.status && http.status >= 400 ? http.status : 400;
  const spec = legacyJson && documentErrorCodes.has(requestCode);
  return rebuilt(error, message, {
    ...extensions,
    code: requestCode,
    http: { ...(http?.headers ? { headers: http.headers } : {}), status, ...(spec ? { spec: true } : {}) },
  });
}

function rebuilt(error: GraphQLError, message: string, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.source ? { source: error.source } : {}),
    ...(error.positions ? { positions: error.positions } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(error.originalError instanceof GraphQLError ? { originalError: error.originalError } : {}),
    extensions,
  });
}

function parsedOrRefused(text: string, name: string, locale: Locale): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new GraphQLError(protectionMessages.invalidJsonParameter(name, locale), {
      extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
    });
  }
}

/**
 * Every request error — syntax, validation, variables that do not fit, a malformed HTTP request — answered 400 with
 * its message in the caller's language (Persian unless Accept-Language asks for English), and never a 500; "Did
 * you mean …" suggestions are removed from every message, in every mode. Where `introspection` says no (production,
 * except for API-key holders) `__schema` and `__type` are refused at validation.
 */
export function useLocalisedRequestErrors(options: {
  /** Whether this request may ask for the schema (`__schema`, `__type`). */
  introspection: (request: Request) => boolean;
}): Plugin {
  return {
    onRequestParse({ request, url }) {
      // Yoga parses `variables` and `extensions` of a GET with JSON.parse, and a throw there would be a 500.
      if (request.method !== 'GET') return;
      const locale = localeOf(request.headers);
      for (const name of ['variables', 'extensions']) {
        const text = url.searchParams.get(name);
        if (text) parsedOrRefused(text, name, locale);
      }
    },
    onValidate({ addValidationRule, context }) {
      const { request } = context as { request: Request };
      if (!options.introspection(request)) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
    onResultProcess({ request, result, setResult }) {
      if (Symbol.asyncIterator in (result as object)) return;
      const locale = localeOf(request.headers);
      const legacyJson = asksForLegacyJson(request);
      const rewrite = (single: ExecutionResult): ExecutionResult =>
        single.errors?.length
          ? { ...single, errors: single.errors.map((error) => localised(error, locale, legacyJson)) }
          : single;
      if (Array.isArray(result)) setResult(result.map((single: ExecutionResult) => rewrite(single)));
      else setResult(rewrite(result as ExecutionResult));
    },
  };
}
