import type { ZodType, z } from 'zod';
import { HttpError } from '../../lib/errors';

/**
 * Parses a body with a schema built per request (multipart fields or JSON), answering the same
 * 400 { error, code: 'validation', fields } as server/lib/validate.ts.
 */
export function parseInput<S extends ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const [first] = result.error.issues;
  const where = first?.path.map(String).join('.') ?? '';
  const message = first ? (where ? `${where}: ${first.message}` : first.message) : 'Invalid request';
  throw new HttpError(400, message, 'validation', { fields });
}

/** A body that is JSON or multipart: fields as an object, and the uploaded files by name. */
export async function readBody(req: {
  header(name: string): string | undefined;
  json(): Promise<unknown>;
  parseBody(): Promise<Record<string, string | File | (string | File)[]>>;
}): Promise<{ fields: Record<string, unknown>; files: Record<string, File> }> {
  const type = req.header('content-type') ?? '';
  if (/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await req.parseBody();
    } catch {
      throw new HttpError(400, 'Malformed form body', 'malformed');
    }
    const fields: Record<string, unknown> = {};
    const files: Record<string, File> = {};
    for (const [key, value] of Object.entries(body)) {
      const one = Array.isArray(value) ? value[0] : value;
      if (typeof one === 'string') fields[key] = one;
      else if (one && one.size > 0) files[key] = one;
    }
    return { fields, files };
  }
  if (/^application\/json/i.test(type)) {
    let json: unknown;
    try {
      json = await req.json();
    } catch {
      throw new HttpError(400, 'Malformed request body', 'malformed');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      throw new HttpError(400, 'The body must be a JSON object', 'malformed');
    return { fields: json as Record<string, unknown>, files: {} };
  }
  throw new HttpError(415, 'Send JSON or multipart/form-data', 'unsupported_media_type');
}
