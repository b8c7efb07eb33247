import type { GraphiQLOptions } from 'graphql-yoga';

export const graphiqlAssetsPath = '/graphiql-assets';

/**
 * GraphiQL as analysts use it: every request carries the gateway's client header (so it passes the
 * CSRF check), and the Headers tab opens with the place for a personal API key, which ad-hoc queries
 * (and, in production, the schema) need.
 */
export const graphiqlOptions = {
  title: 'Rasad GraphQL API',
  additionalHeaders: { 'x-rasad-client': 'graphiql' },
  headers: JSON.stringify({ Authorization: 'Bearer rsd_…' }, null, 2),
  defaultEditorToolsVisibility: 'headers' as const,
};

/** Yoga's GraphiQL page, with its script, styles and editor workers served by the gateway itself. */
export function renderLocalGraphiql(options: GraphiQLOptions | undefined): string {
  const title = options?.title ?? 'GraphiQL';
  const workers = {
    editorWorkerService: `${graphiqlAssetsPath}/monacoeditorwork/editor.worker.bundle.js`,
    json: `${graphiqlAssetsPath}/monacoeditorwork/json.worker.bundle.js`,
    graphql: `${graphiqlAssetsPath}/monacoeditorwork/graphql.worker..bundle.js`,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="stylesheet" href="${graphiqlAssetsPath}/graphiql.css">
</head>
<body id="body" class="no-focus-outline">
<div id="root">Loading ${title}…</div>
<script>
self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_, label) => (${JSON.stringify(workers)})[label] };
</script>
<script src="${graphiqlAssetsPath}/yoga-graphiql.umd.js"></script>
<script>YogaGraphiQL.renderYogaGraphiQL(root, ${JSON.stringify(options ?? {})});</script>
</body>
</html>`;
}
