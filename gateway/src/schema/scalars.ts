import { GraphQLError, GraphQLScalarType, Kind, print } from 'graphql';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Refusals worded as graphql-js words Int's, so the request errors translate them alike. */
function refusal(name: string, shown: string) {
  return new GraphQLError(`${name} cannot represent value: ${shown}`);
}

function stringScalar(name: string, description: string, accepts: (value: string) => boolean) {
  const check = (value: unknown) => {
    if (typeof value !== 'string' || !accepts(value))
      throw refusal(name, JSON.stringify(value) ?? String(value));
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw refusal(name, print(ast));
      return check(ast.value);
    },
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
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw refusal('Rial', String(value));
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      throw refusal('Rial', JSON.stringify(value) ?? String(value));
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw refusal('Rial', print(ast));
    return Number(ast.value);
  },
});
