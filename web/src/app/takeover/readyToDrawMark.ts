/**
 * The User Timing mark set when the app is ready to draw over the server's page (its first route's code and texts
 * in): in a performance trace it separates the app's arrival from the wait for a press, and the browser tests wait
 * for it instead of for a guessed time.
 */
export const readyToDrawMark = 'rasad:ready-to-draw';
