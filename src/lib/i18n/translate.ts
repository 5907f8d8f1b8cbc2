import type { TranslationTree } from './english';

// The few i18next features the pages outside the signed-in frame use: nested keys, {{name}}
// interpolation, a defaultValue, and falling back to English. No plurals, nesting or formats.

export type TranslateOptions = { defaultValue?: string } & Record<string, unknown>;

export function lookup(tree: TranslationTree | undefined, key: string): string | undefined {
  let node: TranslationTree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export const interpolate = (text: string, values?: Record<string, unknown>) =>
  values
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        values[name] === undefined ? whole : String(values[name]),
      )
    : text;

export function translate(
  tree: TranslationTree | undefined,
  fallback: TranslationTree,
  key: string,
  options?: TranslateOptions,
): string {
  const text = lookup(tree, key) ?? lookup(fallback, key);
  if (text === undefined) return options?.defaultValue ?? key;
  return interpolate(text, options);
}
