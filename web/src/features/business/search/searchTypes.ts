/** The result tabs of simple search, in order. */
export const searchTypes = ['ALL', 'COMPANY', 'PERSON', 'PRODUCT'] as const;
export const searchPageSize = 20;
