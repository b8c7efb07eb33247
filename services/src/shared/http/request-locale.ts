import type { FastifyRequest } from 'fastify';

export type Locale = 'fa-IR' | 'en-US';

/** Persian unless the caller asks for English (Accept-Language: en-US, as the gateway forwards it). */
export function requestLocale(request: FastifyRequest): Locale {
  const accepted = request.headers['accept-language'] ?? '';
  return /^\s*en\b/i.test(accepted) ? 'en-US' : 'fa-IR';
}
