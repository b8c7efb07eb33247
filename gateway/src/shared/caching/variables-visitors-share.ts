import { TypeInfo, visit, visitWithTypeInfo, type GraphQLSchema } from 'graphql';
import { memoizedPerDocument, parseOnce } from '../documents/parsed-documents.ts';

/**
 * A visitor's variables as their response-cache key sees them: without those the document uses only in arguments
 * a visitor's answer does not depend on (`argumentsVisitorsShare`, schema coordinates such as
 * `Lesson.playback(deviceId:)`). The course page's player sends its device's own id, yet the page is one
 * answer for every visitor. A variable also used anywhere else (another argument, a directive) stays in the key.
 */
export function variablesForVisitorKey(schema: GraphQLSchema, argumentsVisitorsShare: readonly string[]) {
  const sharedVariables = memoizedPerDocument((document) => {
    const typeInfo = new TypeInfo(schema);
    const shared = new Set<string>();
    const elsewhere = new Set<string>();
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        // A definition is not a use.
        VariableDefinition: () => false,
        Variable(node) {
          const argument = typeInfo.getArgument();
          const field = typeInfo.getFieldDef();
          const parent = typeInfo.getParentType();
          const coordinate =
            typeInfo.getDirective() === null && argument && field && parent
              ? `${parent.name}.${field.name}(${argument.name}:)`
              : null;
          (coordinate !== null && argumentsVisitorsShare.includes(coordinate) ? shared : elsewhere).add(
            node.name.value,
          );
        },
      }),
    );
    return [...shared].filter((name) => !elsewhere.has(name));
  });
  return (documentString: string, variables: Readonly<Record<string, unknown>>) => {
    let ignored: string[];
    try {
      ignored = sharedVariables(parseOnce(documentString), '');
    } catch {
      // Yoga answers a document that does not parse; nothing of it is cached.
      return variables;
    }
    if (ignored.length === 0) return variables;
    return Object.fromEntries(Object.entries(variables).filter(([name]) => !ignored.includes(name)));
  };
}
