import type { FastifyRequest } from 'fastify';
import { deviceHeader, isDeviceId } from '@rasad/auth/client-address.ts';
import { clientAddressOf } from '../../shared/service-trust/client-address-of.ts';

export interface ClientDescription {
  device: string;
  browser: string;
  ipAddress: string;
}

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const devices: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * Device, browser and address of the caller. The gateway forwards the browser's user agent and
 * address; X-Forwarded-For counts only with the gateway's (or a service's) credential (see clientAddressOf).
 */
export function describeClient(request: FastifyRequest): ClientDescription {
  const agent = request.headers['user-agent'] ?? '';
  return {
    device: devices.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Unknown',
    browser: browsers.find(([pattern]) => pattern.test(agent))?.[1] ?? (agent.slice(0, 60) || 'Unknown'),
    ipAddress: clientAddressOf(request),
  };
}

/** The caller's address, for per-address limits. */
export function clientAddress(request: FastifyRequest): string {
  return describeClient(request).ipAddress;
}

/**
 * The caller's device as the gateway vouched for it (its device cookie), for the per-device sign-up limit: believed,
 * as X-Forwarded-For is, only on a request that carries the gateway's (or a service's) valid credential.
 */
export function clientDevice(request: FastifyRequest): string | undefined {
  if (!request.credentialCaller) return undefined;
  const named = request.headers[deviceHeader];
  return isDeviceId(named) ? named : undefined;
}
