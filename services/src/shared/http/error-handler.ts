import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestLocale, type Locale } from './request-locale.ts';
import {
  isServiceMessageKey,
  translate,
  type ServiceMessageKey,
} from '@rasad/contracts/service-messages/service-messages.ts';
import { isRuleMessageKey, ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';
import { zodIssueMessage } from '@rasad/contracts/rules/zod-issue-messages.ts';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface ErrorBody {
  code: string;
  message: string;
  fieldErrors: FieldError[];
}

function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  if (isRuleMessageKey(issue.message)) return ruleMessage(issue.message, locale);
  if (isServiceMessageKey(issue.message)) return translate(issue.message, locale);
  return zodIssueMessage(issue, locale);
}

/** The part of the request a failed rule looked at, to tell a missing value from one of the wrong type. */
function sentValue(request: FastifyRequest, part: string | undefined, path: readonly string[]): unknown {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  let value = part === undefined ? undefined : parts[part];
  for (const key of path)
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

const frameworkRefusals: Partial<Record<number, [string, ServiceMessageKey]>> = {
  404: ['NOT_FOUND', 'request.notFound'],
  413: ['TOO_LARGE', 'request.tooLarge'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'request.unsupportedMediaType'],
};

/** One error shape for every service: a stable code, a message in the caller's language, field errors. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = error.validation.map((failure) => {
        // The zod provider flattens each issue: code → keyword, path → instancePath, the rest → params.
        const path = failure.instancePath.split('/').filter(Boolean);
        const issue = {
          ...failure.params,
          code: failure.keyword,
          path,
          message: failure.message ?? '',
          input: sentValue(request, error.validationContext, path),
        } as unknown as z.core.$ZodIssue;
        return { field: path.join('.'), code: failure.keyword, message: issueMessage(issue, locale) };
      });
      const body: ErrorBody = {
        code: 'INVALID_REQUEST',
        message: fieldErrors[0]?.message ?? translate('request.invalid', locale),
        fieldErrors,
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ code: 'INTERNAL', message: translate('server.failed', locale), fieldErrors: [] });
    }
    if (status === 401) {
      return reply.status(401).send({
        code: 'UNAUTHENTICATED',
        message: translate('auth.unauthenticated', locale),
        fieldErrors: [],
      });
    }
    // Fastify's own refusals (a body too large or of another type, JSON that does not parse…) in the same words.
    const [code, key] = frameworkRefusals[status] ?? ['INVALID_REQUEST', 'request.invalid'];
    return reply.status(status).send({ code, message: translate(key, locale), fieldErrors: [] });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: 'NOT_FOUND',
      message: translate('request.notFound', requestLocale(request)),
      fieldErrors: [],
    });
  });
}

/** Reply with a business error the caller can show as it is. */
export function errorBody(code: string, message: string, fieldErrors: FieldError[] = []): ErrorBody {
  return { code, message, fieldErrors };
}
