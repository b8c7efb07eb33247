import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLArgument,
} from 'graphql';

/**
 * Every schema element a client reads about in GraphiQL or the glossary that has no description: each named type,
 * object and interface field, field argument, input field and enum value, as a path (`Company`, `Company.people`,
 * `Company.people(first)`, `CourseLevel.BEGINNER`). Built-in scalars and introspection types are left out (their
 * descriptions come from graphql-js); a blank description counts as missing.
 */
export function undescribedSchemaPaths(schemaText: string): string[] {
  const schema = buildSchema(schemaText);
  const missing: string[] = [];
  const described = (description: string | null | undefined): boolean => Boolean(description?.trim());
  const checkArguments = (owner: string, args: readonly GraphQLArgument[]): void => {
    for (const argument of args) {
      if (!described(argument.description)) missing.push(`${owner}(${argument.name})`);
    }
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!described(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const fieldPath = `${type.name}.${field.name}`;
        if (!described(field.description)) missing.push(fieldPath);
        checkArguments(fieldPath, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!described(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  for (const directive of schema.getDirectives()) {
    if (directive.astNode === undefined || directive.astNode === null) continue;
    if (!described(directive.description)) missing.push(`@${directive.name}`);
    checkArguments(`@${directive.name}`, directive.args);
  }
  return missing;
}
