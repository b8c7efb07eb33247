import { tealBrand } from '../../app/theme/themes.ts';

/**
 * What the player shows until a lesson plays: the brand's gradient and a play mark, drawn at once (no request) in the
 * page the server drew and in the app's player alike, instead of a black box while the clip's first frame loads.
 */
const posterSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  `<stop offset="0" stop-color="${tealBrand[70]}"/><stop offset="1" stop-color="${tealBrand[40]}"/></linearGradient></defs>` +
  '<rect width="160" height="90" fill="url(#g)"/>' +
  '<circle cx="80" cy="45" r="16" fill="#fff" fill-opacity=".9"/>' +
  `<path d="M75 37v16l13-8z" fill="${tealBrand[40]}"/></svg>`;

export const lessonPoster = `data:image/svg+xml,${encodeURIComponent(posterSvg)}`;
