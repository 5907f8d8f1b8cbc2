import type { FieldErrors, Resolver } from './useForm';

/** What the resolver needs of a zod (or zod/mini) schema. */
interface SafeParser<Out> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: { path: PropertyKey[]; code: string; message: string }[] } };
}

/** A resolver from a zod object schema: the parsed values, or each field's first issue. */
export function zodResolver<F extends Record<string, string>, Out>(
  schema: SafeParser<Out>,
): Resolver<F, Out> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data };
    const errors: FieldErrors<F> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '') as keyof F & string;
      if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
    }
    return { errors };
  };
}
