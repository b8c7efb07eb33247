/** Ports of the platform the browser tests start, away from the defaults a developer may be running. */
export const e2ePorts = { gateway: 4310, business: 4311, courses: 4312, analytics: 4313, payments: 4314 } as const;

export const serviceUrl = (service: 'business' | 'courses' | 'analytics' | 'payments') =>
  `http://127.0.0.1:${e2ePorts[service]}`;
