/** The demo users of each package (accounts seed). A free account keeps one session, so specs that sign in as a free user each use their own. */
export const demoUsers = {
  free: '09121000001',
  secondFree: '09121000006',
  basic: '09121000002',
  professional: '09121000003',
  enterprise: '09121000004',
} as const;
