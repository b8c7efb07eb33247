import type { z } from 'zod';
import type { UserError } from '../../__generated__/resolver-types.ts';
import { gatewayMessage, isGatewayMessageKey, type Locale } from '../gateway-messages.ts';
import type { UpstreamErrorBody } from '../upstream/upstream-error-body.ts';
import { zodIssueMessage } from '@rasad/contracts/rules/zod-issue-messages.ts';

/** Failed zod rules as user errors in the request's language. */
export function userErrorsFromIssues(issues: readonly z.core.$ZodIssue[], locale: Locale): UserError[] {
  return issues.map((issue) => ({
    field: issue.path.map(String),
    code: issue.message.startsWith('validation.') ? issue.message.slice('validation.'.length) : issue.code,
    message: isGatewayMessageKey(issue.message)
      ? gatewayMessage(issue.message, locale)
      : zodIssueMessage(issue, locale),
  }));
}

/** An upstream's 4xx answer as user errors; its messages are already in the request's language. */
export function userErrorsFromUpstream(error: UpstreamErrorBody): UserError[] {
  if (error.fieldErrors.length === 0) return [{ field: [], code: error.code, message: error.message }];
  return error.fieldErrors.map((fieldError) => ({
    field: fieldError.field ? fieldError.field.split('.') : [],
    code: fieldError.code,
    message: fieldError.message,
  }));
}
