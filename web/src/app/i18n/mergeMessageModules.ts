export type Catalogue = Record<string, string>;

function isMessages(value: unknown): value is Catalogue {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/** One catalogue from message modules, each exporting its texts as one object of key → text. */
export function mergeMessageModules(modules: Record<string, Record<string, unknown>>): Catalogue {
  const catalogue: Catalogue = {};
  for (const [file, exports] of Object.entries(modules)) {
    const messages = Object.values(exports).filter(isMessages);
    if (messages.length !== 1) throw new Error(`${file} must export exactly one object of texts`);
    Object.assign(catalogue, messages[0]);
  }
  return catalogue;
}
