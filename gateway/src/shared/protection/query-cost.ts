import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  TypeMetaFieldDef,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export interface QueryCostRules {
  /** Items a list or connection is taken to hold when the query does not say (`first`/`last`). */
  defaultListSize: number;
  /** The extra points each top-level mutation field costs (it writes, and is never cached). */
  mutationCost: number;
}

export const defaultQueryCostRules: QueryCostRules = { defaultListSize: 20, mutationCost: 10 };

export interface OperationCost {
  /**
   * Items the operation may produce and look-ups it makes: list and connection sizes multiplied down the nesting, one
   * per root field, and one per field with arguments or a resolver of its own (a look-up) for each parent it is asked on.
   */
  cost: number;
  /** The deepest chain of composite fields (introspection's own types not counted: its answer is the schema's size). */
  depth: number;
  /**
   * The look-ups outside any list (`viewer { o1: order(id: …) o2: order(id: …) }`): made however short the answer's
   * lists turn out, so never given back (see `deliveredCost`).
   */
  lookups: number;
}

/**
 * The size a list's arguments ask for (`first`, `last`, the `ids` of `nodes`), or null when they do not say. A page
 * of none (`first: 0` or less) still brings one item (the services' smallest page), and, priced as zero, would make
 * everything nested under it free.
 */
function requestedSize(field: FieldNode, variables: Record<string, unknown>): number | null {
  for (const argument of field.arguments ?? []) {
    const value: unknown = valueFromASTUntyped(argument.value, variables);
    if ((argument.name.value === 'first' || argument.name.value === 'last') && typeof value === 'number')
      return Math.max(1, value);
    if (argument.name.value === 'ids' && Array.isArray(value)) return value.length;
  }
  return null;
}

/**
 * Items a graph field may bring: one list of up to `limitPerHop` per hop, `depth` hops (the schema's defaults when the
 * query does not say). Null for a field without a hop limit.
 */
function hopLimitedSize(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): number | null {
  const argument = (name: string) => {
    const given = node.arguments?.find((candidate) => candidate.name.value === name);
    const value: unknown = given
      ? valueFromASTUntyped(given.value, variables)
      : field.args.find((definition) => definition.name === name)?.defaultValue;
    return typeof value === 'number' ? Math.max(1, value) : null;
  };
  const perHop = argument('limitPerHop');
  return perHop === null ? null : perHop * (argument('depth') ?? 1);
}

/** A Relay connection: its size comes from `first`/`last` on the field; its `edges` and `nodes` lists do not multiply again. */
function isConnection(type: GraphQLCompositeType): boolean {
  return isObjectType(type) && type.name.endsWith('Connection') && 'pageInfo' in type.getFields();
}

/**
 * Whether asking for a field does work of its own: it takes arguments (`order(id:)`, `playback(deviceId:)`), or it has
 * a resolver (in this gateway, a resolver calls a service or a loader; a field without one reads its parent's answer).
 * Introspection's fields all have resolvers: each walks the schema.
 */
function isLookup(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.length > 0 || field.resolve !== undefined;
}

/** Fields of `__Type` that list parts of the schema again: asked for under a type reference, they expand it anew. */
const schemaExpandingFields = new Set(['fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues']);

/**
 * How many times a selection under `__schema` expands the schema's types inside each other: `types { fields { name } }`
 * (what GraphiQL asks) lists the schema once; `types { fields { type { fields { … } } } }` lists every type's fields'
 * types' fields, the schema again under each field. Returns the deepest count of expanding lists on one path, less one.
 */
function schemaReExpansions(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  expanded = 0,
  visiting: ReadonlySet<string> = new Set(),
): number {
  let deepest = Math.max(0, expanded - 1);
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || visiting.has(fragment.name.value)) continue;
      const inner = new Set(visiting).add(fragment.name.value);
      deepest = Math.max(deepest, schemaReExpansions(fragment.selectionSet, fragments, expanded, inner));
    } else if (selection.selectionSet) {
      const count =
        expanded + (selection.kind === Kind.FIELD && schemaExpandingFields.has(selection.name.value) ? 1 : 0);
      deepest = Math.max(deepest, schemaReExpansions(selection.selectionSet, fragments, count, visiting));
    }
  }
  return deepest;
}

/**
 * The calculated cost of one operation over the schema, before it runs (GitHub's node count, Shopify's
 * calculated cost): lists and connections count the items they may return, their sizes multiplied
 * down the nesting; each root field counts one; every other field that does work (arguments, a resolver — see
 * `isLookup`) counts one per parent it is asked on, scalars with arguments included; aliases count as fields of their
 * own, fragments are expanded where spread. A graph's nodes count `limitPerHop` per hop; the schema's description
 * (`__schema`) one per type (times 20 for each time it expands the types again under a field's type); `__type` is walked like any field over introspection's types, its lists (`fields`,
 * `interfaces`, `possibleTypes`…) sized as any unsized list. Only `__typename` is free.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  rules: QueryCostRules = defaultQueryCostRules,
): OperationCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root = schema.getRootType(operation.operation);
  if (!root) return { cost: 0, depth: 0, lookups: 0 };
  const fragmentUnits = new Map<string, OperationCost>();
  const schemaTypeCount = Object.keys(schema.getTypeMap()).length;

  function walk(
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    multiplier: number,
    depth: number,
    insideConnection: boolean,
    visiting: Set<string>,
  ): OperationCost {
    let cost = 0;
    let deepest = depth;
    let lookups = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        // A fragment spread inside itself is invalid and refused by validation; counting it once keeps this total.
        if (!fragment || visiting.has(fragment.name.value)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        const fragmentParent = isCompositeType(type) ? type : parent;
        // Every point scales with the multiplier and the depth only adds, so a fragment is walked once per place it
        // can stand (its parent, at the root or not, inside a connection or not) and reused: spread twice at each of
        // thirty levels, it would otherwise be walked a billion times.
        const place = `${fragment.name.value}|${fragmentParent.name}|${depth === 0}|${insideConnection}`;
        let unit = fragmentUnits.get(place);
        if (!unit) {
          unit = walk(
            fragment.selectionSet,
            fragmentParent,
            1,
            depth === 0 ? 0 : 1,
            insideConnection,
            new Set([...visiting, fragment.name.value]),
          );
          unit = { cost: unit.cost, depth: unit.depth - (depth === 0 ? 0 : 1), lookups: unit.lookups };
          fragmentUnits.set(place, unit);
        }
        cost += multiplier * unit.cost;
        if (multiplier === 1) lookups += unit.lookups;
        deepest = Math.max(deepest, depth + unit.depth);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        const inner = walk(
          selection.selectionSet,
          isCompositeType(type) ? type : parent,
          multiplier,
          depth,
          insideConnection,
          visiting,
        );
        cost += inner.cost;
        lookups += inner.lookups;
        deepest = Math.max(deepest, inner.depth);
        continue;
      }
      // The whole schema's description answers hundreds of types: it costs one per type, so twenty aliases of it do not
      // come free, and as much again, times an unsized list, for each time it lists the types' fields under a field's
      // type (the schema expanded anew under every field). `__typename` is the one free field: its parent knows it.
      if (selection.name.value === '__schema') {
        const reExpansions = selection.selectionSet
          ? schemaReExpansions(selection.selectionSet, fragments)
          : 0;
        cost += multiplier * schemaTypeCount * rules.defaultListSize ** Math.min(reExpansions, 10);
        continue;
      }
      if (selection.name.value === '__typename') continue;
      const field: GraphQLField<unknown, unknown> | undefined =
        selection.name.value === '__type'
          ? TypeMetaFieldDef
          : 'getFields' in parent
            ? parent.getFields()[selection.name.value]
            : undefined;
      if (!field) continue;
      const named = getNamedType(field.type);
      if (!isCompositeType(named) || !selection.selectionSet) {
        // A scalar that takes arguments is computed for them (a look-up, or work on the parent's data).
        if (field.args.length > 0) {
          cost += multiplier;
          if (multiplier === 1 && depth > 0) lookups += 1;
        }
        continue;
      }
      const connection = isConnection(named);
      const list = isListType(getNullableType(field.type));
      const hops = hopLimitedSize(field, selection, variables);
      const counted = connection || hops !== null || (list && !insideConnection);
      const asked = hops ?? (counted ? requestedSize(selection, variables) : null);
      const size = counted ? (asked ?? rules.defaultListSize) : 1;
      // GitHub's node count: a paged list or connection costs the items it may return (whatever is selected of them, so
      // a thousand aliased searches cost a thousand pages). A list the query cannot size comes whole with its parent:
      // it costs one per parent, but what is nested in it multiplies by the default size. A root field costs one, and
      // so does a look-up (arguments or a resolver of its own) for each parent: ten thousand aliased `order(id:)` under
      // one viewer are ten thousand look-ups, not one.
      if (connection || asked !== null) cost += multiplier * size;
      else if (counted || depth === 0) cost += multiplier;
      else if (isLookup(field)) {
        cost += multiplier;
        if (multiplier === 1) lookups += 1;
      }
      // Introspection's answer is bounded by the schema and its cost: its own types do not count towards the depth
      // limit (a type reference is `ofType` seven deep).
      const childDepth = named.name.startsWith('__') ? depth : depth + 1;
      const inner = walk(selection.selectionSet, named, multiplier * size, childDepth, connection, visiting);
      cost += inner.cost;
      if (multiplier * size === 1) lookups += inner.lookups;
      deepest = Math.max(deepest, inner.depth);
    }
    return { cost, depth: deepest, lookups };
  }

  const result = walk(operation.selectionSet, root, 1, 0, false, new Set());
  if (operation.operation === 'mutation') {
    const topLevelFields = operation.selectionSet.selections.filter(
      (selection) => selection.kind === Kind.FIELD,
    ).length;
    return {
      cost: result.cost + topLevelFields * rules.mutationCost,
      depth: result.depth,
      lookups: result.lookups,
    };
  }
  return result;
}

/** The operation a request names (or its only one), as GraphQL execution picks it. */
export function selectedOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | null {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((operation) => operation.name?.value === operationName) ?? null;
  return operations.length === 1 ? (operations[0] ?? null) : null;
}

/** The objects in the lists under `value`, at any depth (a plain recursive walk: no arrays built on the way). */
function listedObjects(value: object): number {
  let items = 0;
  if (Array.isArray(value)) {
    for (const element of value as unknown[]) {
      if (element !== null && typeof element === 'object') items += 1 + listedObjects(element);
    }
    return items;
  }
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (field !== null && typeof field === 'object') items += listedObjects(field);
  }
  return items;
}

/** Answers are never changed once made, and one served again from the in-memory response cache is the same object. */
const deliveredCosts = new WeakMap<object, number>();

/** The items an answer holds: every object in a list, at any depth, plus one per root field (its `data`'s keys). */
export function deliveredCost(data: unknown): number {
  if (data === null || typeof data !== 'object') return 0;
  let cost = deliveredCosts.get(data);
  if (cost === undefined) {
    cost = Object.keys(data).length + listedObjects(data);
    deliveredCosts.set(data, cost);
  }
  return cost;
}
