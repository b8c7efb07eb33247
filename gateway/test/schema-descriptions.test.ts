import { describe, expect, it } from 'vitest';
import { undescribedSchemaPaths } from '../src/schema/schema-descriptions.ts';

const described = /* GraphQL */ `
  "Asks for it only once a user is signed in."
  directive @signedIn on FIELD_DEFINITION

  "Where every read starts."
  type Query {
    "The people of a company, a page at a time."
    people("How many to return." first: Int): [Person!]! @signedIn
  }
  "A person named in the records."
  type Person {
    "Their full name."
    name: String!
    "Their role."
    role: Role!
  }
  "What a person does in a company."
  enum Role {
    "Chief executive."
    CEO
  }
  "What to change."
  input PersonRenameInput {
    "The new name."
    name: String!
  }
  "A date as ISO 8601."
  scalar DateTime
`;

describe('schema description check', () => {
  it('passes a schema whose every element is described', () => {
    expect(undescribedSchemaPaths(described)).toEqual([]);
  });

  it('names each type, field, argument, enum value, input field and directive without a description', () => {
    const bare = described
      .replace('"Asks for it only once a user is signed in."', '')
      .replace('"A person named in the records."', '')
      .replace('"Their role."', '')
      .replace('"How many to return."', '')
      .replace('"Chief executive."', '')
      .replace('"The new name."', '')
      .replace('"A date as ISO 8601."', '');
    expect(undescribedSchemaPaths(bare).sort()).toEqual(
      [
        '@signedIn',
        'DateTime',
        'Person',
        'Person.role',
        'PersonRenameInput.name',
        'Query.people(first)',
        'Role.CEO',
      ].sort(),
    );
  });

  it('counts a blank description as missing, and leaves out the built-in scalars', () => {
    const blank = described.replace('"Their full name."', '"  "');
    expect(undescribedSchemaPaths(blank)).toEqual(['Person.name']);
  });
});
