function canonicalAddress(address: string): string {
  // IPv4 peers on a dual-stack socket appear as ::ffff:a.b.c.d.
  return address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

function addressList(configured: string | undefined, fallback: readonly string[]): ReadonlySet<string> {
  const addresses = configured === undefined ? fallback : configured.split(',');
  return new Set(addresses.map(canonicalAddress).filter(Boolean));
}

/**
 * Whom the gateway believes: TRUSTED_PROXY_ADDRESSES (comma-separated), the reverse proxies in front
 * of it; none by default, since the gateway faces browsers.
 */
export function gatewayTrustedPeers(env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  return addressList(env.TRUSTED_PROXY_ADDRESSES, []);
}

/**
 * The caller's address: the connection's peer, unless the peer is a trusted proxy, in which case
 * X-Forwarded-For is read from the right (the hops the trusted proxies appended) up to the first
 * address that is not itself a trusted proxy. Whatever a caller writes there itself is never used.
 */
export function callerAddress(
  peerAddress: string,
  forwardedFor: string | readonly string[] | null | undefined,
  trusted: ReadonlySet<string>,
): string {
  let address = canonicalAddress(peerAddress);
  const hops = (typeof forwardedFor === 'string' ? [forwardedFor] : (forwardedFor ?? []))
    .flatMap((header) => header.split(','))
    .map(canonicalAddress)
    .filter(Boolean);
  while (trusted.has(address) && hops.length > 0) address = hops.pop()!;
  return address.slice(0, 64);
}

/**
 * The header in which the gateway names the caller's device (the id inside its signed device cookie) to the
 * accounts service, for the per-device sign-up limit. A service believes it only with the gateway's credential (as
 * X-Forwarded-For), and only in the shape the gateway writes.
 */
export const deviceHeader = 'x-rasad-device';

const deviceIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** Whether a value has the shape of a device id the gateway mints (16 random bytes, base64url). */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && deviceIdPattern.test(value);
}
