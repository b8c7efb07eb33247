import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  GraphQLBoolean,
  GraphQLInt,
  type GraphQLFieldConfig,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type { UserError } from '../../__generated__/resolver-types.ts';
import type { GatewayContext } from '../gateway-context.ts';
import { gatewayMessage, type Locale } from '../gateway-messages.ts';

/**
 * `@signedIn` in schema.graphql: the one place a field or a type says it is for a signed-in caller.
 * The gateway answers a visitor (a request with no access token) on the field's behalf without running
 * its resolver, and so without calling any upstream; what the visitor gets follows from the field's type:
 *
 * - a payload (an object with `userErrors`): the UNAUTHENTICATED user error, its other fields empty;
 * - a nullable field: null; a list: empty; a Boolean!: false; an Int!: 0;
 * - any other non-null object (a connection, its PageInfo): each of its fields empty by the same rules.
 *
 * On a type, `node(id:)` and `nodes(ids:)` answer null for that type's objects to visitors.
 * A marked field whose visitor answer cannot follow from its type fails the gateway's start.
 */
export const signedInDirective = 'signedIn';

/** The user error a visitor gets from a mutation (or a payload query) that needs a signed-in caller. */
export function signInRequired(locale: Locale): UserError {
  return { field: [], code: 'UNAUTHENTICATED', message: gatewayMessage('error.signInRequired', locale) };
}

type VisitorAnswer = (locale: Locale) => unknown;

const nothing: VisitorAnswer = () => null;

function isPayload(type: GraphQLNamedType) {
  return isObjectType(type) && 'userErrors' in type.getFields();
}

/** Each field of an object empty; a payload's `userErrors` the refusal. */
function objectAnswer(type: GraphQLObjectType, where: string, seen: readonly string[]): VisitorAnswer {
  const fields = Object.values(type.getFields())
    .filter((field) => field.name !== 'userErrors')
    .map((field) => [field.name, visitorAnswerOf(field.type, where, [...seen, type.name])] as const);
  const payload = isPayload(type);
  return (locale) => ({
    ...Object.fromEntries(fields.map(([name, answer]) => [name, answer(locale)])),
    ...(payload ? { userErrors: [signInRequired(locale)] } : {}),
  });
}

/** What a visitor is answered for a value of `type`, or an exception naming where no answer follows. */
function visitorAnswerOf(
  type: GraphQLOutputType,
  where: string,
  seen: readonly string[] = [],
): VisitorAnswer {
  if (!isNonNullType(type)) return nothing;
  const inner = type.ofType;
  if (isListType(inner)) return () => [];
  if (inner === GraphQLBoolean) return () => false;
  if (inner === GraphQLInt) return () => 0;
  if (isObjectType(inner) && !seen.includes(inner.name)) return objectAnswer(inner, where, seen);
  throw new Error(`@${signedInDirective} on ${where}: no visitor answer follows from ${String(type)}`);
}

/** A field's visitor answer; a payload answers the refusal even where the field itself may be null. */
function answerOf(type: GraphQLOutputType, where: string): VisitorAnswer {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isObjectType(inner) && isPayload(inner)
    ? objectAnswer(inner, where, [])
    : visitorAnswerOf(type, where);
}

/** The fields (Type.field) schema.graphql marks `@signedIn`. */
export function signedInFields(schema: GraphQLSchema): string[] {
  return Object.values(schema.getTypeMap()).flatMap((type) =>
    isObjectType(type) && !type.name.startsWith('__')
      ? Object.values(type.getFields())
          .filter((field) => getDirective(schema, field, signedInDirective)?.length)
          .map((field) => `${type.name}.${field.name}`)
      : [],
  );
}

/** Whether `node(id:)` may answer an object of `typeName` to this caller. */
export function nodeVisibleTo(schema: GraphQLSchema, typeName: string, context: GatewayContext): boolean {
  if (context.session.signedIn) return true;
  const type = schema.getType(typeName);
  return !(type && isObjectType(type) && getDirective(schema, type, signedInDirective)?.length);
}

/** The schema with every `@signedIn` field answering visitors by its type, before its resolver runs. */
export function withSignedInFields(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field: GraphQLFieldConfig<unknown, GatewayContext>, fieldName, typeName) => {
      if (!getDirective(schema, field, signedInDirective)?.length) return field;
      const visitorAnswer = answerOf(field.type, `${typeName}.${fieldName}`);
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, context, info) =>
          context.session.signedIn ? resolve(source, args, context, info) : visitorAnswer(context.locale),
      };
    },
  });
}
