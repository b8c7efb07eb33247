/**
 * The page-visit beacon's constants, without the rules (zod) that check it: the web app's every page sends beacons,
 * and its first load carries no validation library.
 */

/** Where the browser sends its page-visit beacons (`navigator.sendBeacon`), beside /graphql on the same origin. */
export const pageVisitBeaconPath = '/visits';

/** The longest search text kept with a company or person page visit (the browser cuts it there before sending). */
export const entityVisitQueryLongest = 200;
