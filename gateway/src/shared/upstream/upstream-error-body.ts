/** The error shape every service answers with (services/src/shared/http/error-handler.ts). */
export interface UpstreamErrorBody {
  code: string;
  message: string;
  fieldErrors: { field: string; code: string; message: string }[];
}

export function isUpstreamErrorBody(value: unknown): value is UpstreamErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<UpstreamErrorBody>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}
