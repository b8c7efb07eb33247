// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startingAfterFirstPaint } from './prerender-shell-plugin.ts';

/** The head of index.html as Vite builds it: the entry, its chunks' module preloads and the app's style sheet. */
const builtHtml = [
  '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="UTF-8" /><title>رصد</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">',
  '<link rel="modulepreload" crossorigin href="/assets/libraries-ghi.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n    ');

describe('startingAfterFirstPaint', () => {
  const html = startingAfterFirstPaint(builtHtml, {
    'assets/index-jkl.css': 'body{margin:0}\n',
  });
  const head = html.slice(0, html.indexOf('</head>'));

  it('leaves nothing in the head that the first paint waits for or that is fetched before it', () => {
    expect(head).not.toMatch(/<link[^>]+rel="(modulepreload|stylesheet)"/);
    expect(head).not.toMatch(/<script[^>]+src=/);
  });

  it('writes the app style sheet into the head', () => {
    expect(head).toContain('<style>body{margin:0}</style>');
  });

  it('preloads the chunks and imports the entry once the page has painted', () => {
    const starter = /<script type="module">([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';
    const waitsForPaint = starter.indexOf('first-contentful-paint');
    expect(waitsForPaint).toBeGreaterThan(-1);
    expect(starter.indexOf('["/assets/rolldown-runtime-def.js","/assets/libraries-ghi.js"]')).toBeGreaterThan(
      waitsForPaint,
    );
    expect(starter.indexOf('import("/assets/index-abc.js")')).toBeGreaterThan(waitsForPaint);
  });

  it('refuses a style sheet the build did not make', () => {
    expect(() => startingAfterFirstPaint(builtHtml, {})).toThrow(/index-jkl\.css/);
  });
});
