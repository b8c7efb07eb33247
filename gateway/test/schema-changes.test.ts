import { describe, expect, it } from 'vitest';
import { intendedBreakingPaths, schemaChangeVerdict } from '../src/schema/schema-changes.ts';

const released = /* GraphQL */ `
  type Query {
    "A company by its id."
    company(id: ID!): Company
    "Old name of the search."
    findCompanies(text: String!): [Company!]! @deprecated(reason: "Use company.")
  }
  type Company {
    id: ID!
    name: String!
  }
`;

describe('schema change check', () => {
  it('refuses a breaking change that is not marked as intended', async () => {
    const next = released.replace('name: String!', '');
    const verdict = await schemaChangeVerdict(released, next, new Set());
    expect(verdict.unmarked.map((change) => change.path)).toEqual(['Company.name']);
  });

  it('passes a change that breaks no client', async () => {
    const next = released.replace('name: String!', 'name: String!\n    "Where it is."\n    city: String');
    const verdict = await schemaChangeVerdict(released, next, new Set());
    expect(verdict.breaking).toEqual([]);
    expect(verdict.unmarked).toEqual([]);
  });

  it('passes a breaking change listed as intended in docs/schema-changes.md', async () => {
    const next = released.replace('company(id: ID!): Company', 'company(id: ID!, at: String!): Company');
    const markdown = [
      '# Schema changes',
      '',
      '## Intended breaking changes',
      '',
      '- `Query.company.at` — required from 2026-12-07: every page states the day it shows.',
      '',
      '## Other',
      '',
      '- `Company.name` — a list item outside the section marks nothing.',
    ].join('\n');
    const intended = intendedBreakingPaths(markdown);
    expect([...intended]).toEqual(['Query.company.at']);
    const verdict = await schemaChangeVerdict(released, next, intended);
    expect(verdict.breaking.length).toBeGreaterThan(0);
    expect(verdict.unmarked).toEqual([]);
  });

  it('passes the removal of a field deprecated in the released schema, not of one that was not', async () => {
    const withoutDeprecated = released.replace(/ {4}"Old name of the search."\n.*\n/, '');
    expect((await schemaChangeVerdict(released, withoutDeprecated, new Set())).unmarked).toEqual([]);
    const withoutCompany = released.replace(/ {4}"A company by its id."\n.*\n/, '');
    expect(
      (await schemaChangeVerdict(released, withoutCompany, new Set())).unmarked.map((c) => c.path),
    ).toEqual(['Query.company']);
  });
});
