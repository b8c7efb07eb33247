import type { FastifyRequest } from 'fastify';
import type { Viewer } from './viewer.ts';

/** Thrown for a visitor on a signed-in route; the error handler answers 401 UNAUTHENTICATED. */
export class ViewerRequiredError extends Error {
  readonly statusCode = 401;
  constructor() {
    super('a signed-in viewer is required');
  }
}

/** The signed-in caller; a visitor is refused with 401 UNAUTHENTICATED. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (request.viewer === null) throw new ViewerRequiredError();
  return request.viewer;
}
