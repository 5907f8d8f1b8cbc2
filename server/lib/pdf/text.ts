import type { Label } from './blocks';

// Labels of the PDFs come from the portal's own translation files, so a document and the screen
// it mirrors say the same thing. A legal document is in Indonesian; its labels may carry a
// translation beneath (English by default: the one other language every reader of these
// documents shares, and written in the Latin script the embedded font covers).

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export const interpolate = (text: string, vars: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));

/** A translator over an Indonesian tree and an optional translation tree (the key itself when missing). */
export function bilingual(id: Tree, translation?: Tree) {
  const text = (key: string, vars?: Record<string, string | number>) =>
    interpolate(lookup(id, key) ?? key, vars);
  const label = (key: string, vars?: Record<string, string | number>): Label => {
    const other = translation && lookup(translation, key);
    const main = text(key, vars);
    const beneath = other ? interpolate(other, vars) : undefined;
    return { text: main, translation: beneath && beneath !== main ? beneath : undefined };
  };
  return { text, label };
}
