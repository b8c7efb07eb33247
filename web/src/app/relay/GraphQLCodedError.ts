/** A GraphQL error the gateway marked with `extensions.code`; shown by the nearest error boundary. */
export class GraphQLCodedError extends Error {
  override readonly name = 'GraphQLCodedError';

  constructor(
    message: string,
    readonly code: string,
    readonly operationName: string,
  ) {
    super(message);
  }
}
