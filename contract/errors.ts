// The one error shape of the API: a non-2xx status with { error, code?, fields? }.
// `code` lets the portal translate; `fields` maps a body field to its message.
export interface ApiErrorBody {
  error: string;
  code?: string;
  fields?: Record<string, string>;
  retryAfter?: number;
}
