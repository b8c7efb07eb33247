import type { Plugin, Rollup } from 'vite';
// By path, not by package name: Vite loads its config with Node, which does not load a workspace package's `.ts`.
import { homeSearchHeadingIn } from '../../packages/contracts/src/home-search-heading.ts';
import { pageSlotMarkers } from '../../packages/contracts/src/server-page.ts';
import { enUSMessages } from '../src/app/i18n/messages.en-US.ts';
import { faIRMessages } from '../src/app/i18n/messages.fa-IR.ts';
import { navigationLinks } from '../src/app/shell/navigationLinks.ts';
import { coursesEnUSMessages } from '../src/features/courses/messages.en-US.ts';
import { coursesFaIRMessages } from '../src/features/courses/messages.fa-IR.ts';
import { accountsMessagesEnUS } from '../src/features/accounts/messages.en-US.ts';
import { accountsMessagesFaIR } from '../src/features/accounts/messages.fa-IR.ts';
import type { AppLocale } from '../src/shared/locale/locales.ts';
import { tehranTimeZone } from '../src/shared/format/dates.ts';
import { themeCookieName, themeNames, themes } from '../src/app/theme/themes.ts';
import {
  buildVazirmatnSubset,
  unicodeRangeOf,
  vazirmatnSubsets,
  vazirmatnWeights,
} from './vazirmatn-subsets.ts';

/** The home page, whose headline is known at build time, or any other page (a skeleton). */
type ShellPage = 'home' | 'other';

const texts: Record<AppLocale, Record<string, string>> = {
  'fa-IR': { ...faIRMessages, ...coursesFaIRMessages, ...accountsMessagesFaIR },
  'en-US': { ...enUSMessages, ...coursesEnUSMessages, ...accountsMessagesEnUS },
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The same mark as RasadLogo.tsx, in the reader's theme's colours (the variables below). */
const logo =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" style="fill:var(--ps-brand)"/><circle cx="14" cy="14" r="7" fill="none" style="stroke:var(--ps-on-brand)" stroke-width="3"/><circle cx="14" cy="14" r="2" style="fill:var(--ps-on-brand)"/><path d="M19 19l6 6" style="stroke:var(--ps-on-brand)" stroke-width="3" stroke-linecap="round"/></svg>';

/** Styles of the prerendered shell only (class names prefixed `ps-`); the app's own styles take over with it. */
const shellStyles = `
.ps-header{position:sticky;top:0;z-index:100;background:var(--ps-bar);border-bottom:1px solid var(--ps-stroke);box-shadow:var(--ps-shadow)}
.ps-bar{display:flex;align-items:center;gap:16px;max-width:1200px;margin-inline:auto;padding-inline:20px;height:64px;box-sizing:border-box}
.ps-brand{display:inline-flex;align-items:center;gap:8px;color:var(--ps-text);text-decoration:none;font-size:20px;font-weight:700;flex-shrink:0}
.ps-links{display:flex;gap:4px;list-style:none;margin:0;padding:0}
.ps-links a{display:block;padding:6px 12px;border-radius:4px;color:var(--ps-text-2);text-decoration:none;font-size:14px}
.ps-tools{margin-inline-start:auto}
.ps-tools span{display:inline-block;padding:5px 12px;border-radius:4px;background:var(--ps-brand);color:var(--ps-on-brand);text-decoration:none;font-size:14px;font-weight:600}
.ps-menu{display:none;width:32px;height:32px;border:0;background:none;padding:6px;box-sizing:border-box}
.ps-menu span{display:block;height:2px;margin:3px 0;background:var(--ps-text-2)}
.ps-main{max-width:1200px;margin-inline:auto;padding:32px 20px;box-sizing:border-box;display:flex;flex-direction:column;gap:16px}
.ps-line{height:16px;border-radius:4px;background:var(--ps-stencil)}
.ps-title{width:40%;height:32px}
.ps-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}
.ps-card{height:140px;border-radius:4px;background:var(--ps-stencil)}
.ps-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.ps-hero{background-image:linear-gradient(160deg,var(--ps-brand) 0%,var(--ps-brand-pressed) 100%);color:var(--ps-on-brand);padding:72px 20px 88px;text-align:center}
.ps-hero h1{margin:0;font-size:32px;line-height:40px;font-weight:700}
.ps-hero p{max-width:720px;margin:16px auto 24px;font-size:16px;line-height:22px;opacity:.92}
.ps-search{height:40px;max-width:680px;margin-inline:auto;border-radius:4px;background:var(--ps-bar);opacity:.85}
body{background:var(--ps-page);color:var(--ps-text)}
@media (max-width:860px){.ps-links{display:none}.ps-menu{display:block}.ps-bar{gap:8px;padding-inline:12px}}
@media (max-width:640px){.ps-hero h1{font-size:28px;line-height:36px}}
`;

/**
 * The shell's colours, from the app's own themes: one set of variables per theme, the default on `:root` and each
 * other on `:root[data-theme=…]`, which the head's first script sets from the theme cookie before anything paints (a
 * reader who chose the dark theme sees no light page first).
 */
function themeVariables(): string {
  return themeNames
    .map((name) => {
      const theme = themes[name];
      const variables = [
        `--ps-page:${theme.colorNeutralBackground2}`,
        `--ps-bar:${theme.colorNeutralBackground1}`,
        `--ps-stroke:${theme.colorNeutralStroke2}`,
        `--ps-shadow:${theme.shadow2}`,
        `--ps-text:${theme.colorNeutralForeground1}`,
        `--ps-text-2:${theme.colorNeutralForeground2}`,
        `--ps-brand:${theme.colorBrandBackground}`,
        `--ps-brand-pressed:${theme.colorBrandBackgroundPressed}`,
        `--ps-on-brand:${theme.colorNeutralForegroundOnBrand}`,
        `--ps-stencil:${theme.colorNeutralStencil1}`,
      ].join(';');
      return `${name === 'default' ? ':root' : `:root[data-theme="${name}"]`}{${variables}}`;
    })
    .join('');
}

/** Runs before the body is parsed: the theme the cookie names, for the shell's colours above. */
const themeFromCookie = `<script>document.documentElement.dataset.theme=(/(?:^|;\\s*)${themeCookieName}=([\\w-]+)/.exec(document.cookie)||[])[1]||"default"</script>`;

function shellMarkup(locale: AppLocale, page: ShellPage): string {
  const t = (key: string) => {
    const text = texts[locale][key];
    if (text === undefined) throw new Error(`prerendered shell: no ${locale} text for ${key}`);
    return escapeHtml(text);
  };
  const href = (site: string) => (locale === 'fa-IR' ? site : site === '/' ? '/en-US' : `/en-US${site}`);
  const links = navigationLinks
    .map((link) => `<li><a href="${href(link.path)}">${t(link.label)}</a></li>`)
    .join('');
  return (
    `<header class="ps-header"><nav class="ps-bar" aria-label="${t('nav.label')}">` +
    `<button class="ps-menu" type="button" aria-label="${t('nav.menu')}" disabled><span></span><span></span><span></span></button>` +
    `<a class="ps-brand" href="${href('/')}">${logo}${t('site.name')}</a>` +
    `<ul class="ps-links">${links}</ul>` +
    `<div class="ps-tools"><span>${t('accounts.signInOrUp')}</span></div>` +
    `</nav></header>` +
    (page === 'home'
      ? homeMarkup(locale, t)
      : `${pageSlotMarkers.start}${otherPageMarkup(t)}${pageSlotMarkers.end}`)
  );
}

const skeletonCards =
  '<div class="ps-grid"><div class="ps-card"></div><div class="ps-card"></div><div class="ps-card"></div></div>';

/** Any page but home: lines and cards where its content will be. */
function otherPageMarkup(t: (key: string) => string): string {
  return (
    `<main class="ps-main" aria-busy="true"><span class="ps-hidden">${t('shell.loading')}</span>` +
    `<div class="ps-line ps-title"></div><div class="ps-line"></div><div class="ps-line"></div>${skeletonCards}</main>`
  );
}

/**
 * The home page's hero as HomeHeroSkeleton.tsx draws it, in the default theme's colours: the headline, the page's
 * largest text, is painted here before any script; the search box is a bar until the app can take a search. The
 * sections under it are a skeleton.
 */
function homeMarkup(locale: AppLocale, t: (key: string) => string): string {
  const { title, subtitle } = homeSearchHeadingIn(locale);
  return (
    `<main aria-busy="true"><span class="ps-hidden">${t('shell.loading')}</span>` +
    `<section class="ps-hero" aria-labelledby="home-search-title">` +
    `<h1 id="home-search-title">${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(subtitle)}</p><div class="ps-search"></div></section>` +
    `<div class="ps-main">${skeletonCards}</div></main>`
  );
}

function localise(
  html: string,
  locale: AppLocale,
  page: ShellPage,
  fonts: { fileName: string; unicodeRange: string; language: AppLocale }[],
): string {
  const ownLanguageLast = [...fonts].sort(
    (a, b) => Number(a.language === locale) - Number(b.language === locale),
  );
  // `optional`: the page's text paints at once, in Vazirmatn when its file (preloaded first, 46 kB) is in within the
  // browser's short block period (about 100 ms), and otherwise in the reader's own font for the whole visit; the file
  // still arrives and is cached for the next page. Never a swap, so the text never moves (no layout shift), and the
  // app's drawing of the same page over the HTML's is in the same font as the HTML's, not a larger new paint. Before,
  // `font-display: block` kept the text invisible until the file came (up to 3 s on a slow phone network).
  const fontFaces = ownLanguageLast
    .map(
      (font) =>
        `@font-face{font-family:Vazirmatn;src:url(/${font.fileName}) format('woff2');font-weight:${vazirmatnWeights.min} ${vazirmatnWeights.max};font-style:normal;font-display:optional;unicode-range:${font.unicodeRange}}`,
    )
    .join('');
  const preloads = fonts
    .filter((font) => font.language === locale)
    .map((font) => `<link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  // The font's preload first in the head, ahead of the scripts' module preloads: the page's text is drawn in it.
  const withPreloads = html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />${preloads}`);
  if (withPreloads === html) throw new Error('prerendered shell: index.html has no <meta charset="UTF-8" />');
  const withHead = withPreloads.replace(
    '</head>',
    `${themeFromCookie}<style>${fontFaces}${themeVariables()}${shellStyles}</style></head>`,
  );
  const withShell = withHead.replace(
    '<div id="root"></div>',
    `<div id="root">${shellMarkup(locale, page)}</div>`,
  );
  if (withShell === withHead)
    throw new Error('prerendered shell: index.html has no empty <div id="root"></div>');
  if (locale === 'fa-IR') return withShell;
  return withShell
    .replace('<html lang="fa" dir="rtl">', '<html lang="en" dir="ltr">')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(texts['en-US']['site.title']!)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(texts['en-US']['site.description']!)}" />`,
    );
}

/**
 * Nothing in the head that the page's first paint waits for, and no script fetched before it. The app's style sheets
 * (`global.css`, a few hundred bytes) are written into the head instead of linked: a linked sheet blocks the first
 * paint for a round trip. Vite's module preloads of the entry's chunks (the libraries file, about 200 kB over the
 * wire) are taken out of the head and added by the starter once the page has painted: fetched from the head, they
 * shared the phone's slow link with the page's own first bytes, and a browser gives a module preload a render-blocking
 * priority, so Lighthouse counted their download in the first paint (FCP 2.1–2.5 s on a simulated slow 4G).
 *
 * The starter waits for the page's first contentful paint (at most 1 s; at once in a hidden tab, where nothing paints),
 * preloads the chunks, then imports the entry. While the app's modules are still coming, it readies the browser's Intl
 * (ICU) data, which the first number or date format of a page loads first (about 55 ms of main thread at 4×
 * throttling, react-intl's `createIntl` paid it): on a slow network that time is spent waiting for the scripts, not
 * after them.
 */
export function startingAfterFirstPaint(html: string, styleSheets: Record<string, string>): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerendered shell: index.html has no module script');
  const source = entry[1]!;
  const chunks: string[] = [];
  let withoutPreloads = html.replace(
    /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_link, href: string) => {
      chunks.push(href);
      return '';
    },
  );
  withoutPreloads = withoutPreloads.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g,
    (_link, fileName: string) => {
      const css = styleSheets[fileName];
      if (css === undefined) throw new Error(`prerendered shell: no style sheet ${fileName} in the build`);
      return `<style>${css.trim()}</style>`;
    },
  );
  const starter =
    `<script type="module">await new Promise((start)=>{` +
    `if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))return start();` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();start()}}).observe({type:"paint",buffered:true});` +
    `setTimeout(start,1000)});` +
    `for(const href of ${JSON.stringify(chunks)})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href,crossOrigin:""}));` +
    `const app=import(${JSON.stringify(source)});` +
    `Intl.NumberFormat.supportedLocalesOf(document.documentElement.lang);` +
    `new Intl.DateTimeFormat(document.documentElement.lang,{timeZone:${JSON.stringify(tehranTimeZone)}});await app</script>`;
  return withoutPreloads.replace(entry[0], starter);
}

/**
 * The shell painted from HTML before any script runs: the header, the main links and a skeleton of the page, built
 * into `index.html` (Persian) and `en-US/index.html` (English) from the same texts the app uses, with the font's
 * `@font-face` and its preload; the home page's own, `home.html` and `en-US/home.html`, carries its headline instead
 * of the skeleton's first lines. The app renders over it once its first route is ready.
 */
export function prerenderShellPlugin(): Plugin {
  return {
    name: 'rasad:prerender-shell',
    // The browser's build only: the server's page renderer (an SSR build) has no page and is not sent.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'] as Rollup.OutputAsset | undefined;
      if (!index) throw new Error('prerendered shell: the build produced no index.html');
      const fonts = await Promise.all(
        vazirmatnSubsets.map(async (font) => ({
          language: font.language,
          unicodeRange: unicodeRangeOf(font.ranges),
          fileName: this.getFileName(
            this.emitFile({
              type: 'asset',
              name: font.name,
              source: await buildVazirmatnSubset(font.ranges),
            }),
          ),
        })),
      );
      const styleSheets = Object.fromEntries(
        Object.values(bundle)
          .filter(
            (file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'),
          )
          .map((file) => [file.fileName, String(file.source)]),
      );
      const html = startingAfterFirstPaint(String(index.source), styleSheets);
      index.source = localise(html, 'fa-IR', 'other', fonts);
      const otherShells = [
        ['en-US/index.html', 'en-US', 'other'],
        ['home.html', 'fa-IR', 'home'],
        ['en-US/home.html', 'en-US', 'home'],
      ] as const;
      for (const [fileName, locale, page] of otherShells)
        this.emitFile({ type: 'asset', fileName, source: localise(html, locale, page, fonts) });
    },
  };
}
