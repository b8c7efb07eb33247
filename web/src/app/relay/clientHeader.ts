/**
 * Sent with every POST to /graphql: the gateway runs no POST without it, so a cross-site form cannot
 * (and a cross-site script would need a CORS preflight the gateway refuses).
 */
export const clientHeader = { 'X-Rasad-Client': 'rasad-web' } as const;
