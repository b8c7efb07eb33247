import type { FastifyInstance } from 'fastify';
import { valueHasForbiddenCharacters } from '@rasad/contracts/text-hygiene.ts';
import { errorBody } from './error-handler.ts';
import { requestLocale } from './request-locale.ts';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';

/**
 * Refuses, before validation and before any route runs, a request whose JSON body, query string or path
 * parameters carry NUL, other control characters or bidi overrides (the rule the gateway applies too):
 * a 400 in the caller's language, so nothing reaches the database and no such text is stored.
 */
export function installInputHygiene(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (
      valueHasForbiddenCharacters(request.query) ||
      valueHasForbiddenCharacters(request.params) ||
      valueHasForbiddenCharacters(request.body)
    ) {
      const message = translate('request.invalidCharacters', requestLocale(request));
      return reply.status(400).send(errorBody('INVALID_CHARACTERS', message));
    }
  });
}
