import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function stringScalar(name: string, description: string, accepts: (value: string) => boolean) {
  const check = (value: unknown) => {
    if (typeof value !== 'string' || !accepts(value))
      throw new GraphQLError(`${name} cannot represent ${String(value)}`);
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

export const DateTimeScalar = stringScalar(
  'DateTime',
  'An ISO 8601 instant.',
  (value) => !Number.isNaN(Date.parse(value)),
);
export const DateScalar = stringScalar('Date', 'An ISO 8601 calendar date.', (value) => isoDate.test(value));

export const RialScalar = new GraphQLScalarType({
  name: 'Rial',
  description: 'An amount in Iranian rials, as a whole number.',
  serialize: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      throw new GraphQLError(`Rial cannot represent ${String(value)}`);
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      throw new GraphQLError('Rial must be a whole number');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Rial must be a whole number');
    return Number(ast.value);
  },
});
