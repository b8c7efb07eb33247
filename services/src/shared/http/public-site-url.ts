/**
 * Where readers open the web site: PUBLIC_SITE_URL, by default the gateway on this machine (PORT in the one-process
 * launcher). The bank sends payers back there, and certificates' verification links point there.
 */
export function publicSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.PUBLIC_SITE_URL || `http://127.0.0.1:${env.PORT || '4000'}`;
}
