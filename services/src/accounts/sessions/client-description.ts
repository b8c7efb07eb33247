import type { FastifyRequest } from 'fastify';

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

/** Device, browser and address of the caller; the gateway forwards the browser's user agent and address. */
export function describeClient(request: FastifyRequest): ClientDescription {
  const agent = request.headers['user-agent'] ?? '';
  const forwarded = request.headers['x-forwarded-for'];
  const firstForwarded = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return {
    device: devices.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Unknown',
    browser: browsers.find(([pattern]) => pattern.test(agent))?.[1] ?? (agent.slice(0, 60) || 'Unknown'),
    ipAddress: (firstForwarded || request.ip).slice(0, 64),
  };
}

/** The caller's address, for per-address limits. */
export function clientAddress(request: FastifyRequest): string {
  return describeClient(request).ipAddress;
}
