import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Each contract domain has a zod-free part (contract/<domain>.ts: paths, constants, types) and a
// schemas part (contract/<domain>/schemas.ts). The sign-in pages and the entry import only the
// zod-free parts, so full zod (~28 KB gzip) stays off their first load. Read from the sources:
// value imports count, type-only ones are erased by the build and do not.

const root = resolve(import.meta.dirname, '../..');
const aliases: [string, string][] = [
  ['@contract/', 'contract/'],
  ['@/', 'src/'],
];

function resolveModule(from: string, spec: string): string | null {
  const alias = aliases.find(([prefix]) => spec.startsWith(prefix));
  const base = alias
    ? resolve(root, alias[1], spec.slice(alias[0].length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((path) => existsSync(path) && statSync(path).isFile());
  if (!found) throw new Error(`${relative(root, from)}: cannot resolve ${spec}`);
  return found;
}

/** The specifiers a module imports at run time (static imports and re-exports, not types). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specs: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.every((e) => e.isTypeOnly));
      if (!typesOnly) specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specs;
}

/** Every module reachable from `roots` by value imports, and the packages they import. */
function reach(roots: string[]): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const stack = roots.map((r) => resolve(root, r));
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (modules.has(file)) continue;
    modules.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of valueImports(file)) {
      const target = resolveModule(file, spec);
      if (target) stack.push(target);
      else packages.add(spec);
    }
  }
  return { modules, packages };
}

const zodBearing = (modules: Set<string>) =>
  [...modules]
    .map((m) => relative(root, m))
    .filter((m) => m === 'contract/zod.ts' || /\/schemas\.ts$/.test(m));

describe('zod-free contract parts', () => {
  const parts = readdirSync(resolve(root, 'contract'))
    .filter((f) => f.endsWith('.ts') && f !== 'zod.ts')
    .map((f) => `contract/${f}`);

  it.each(parts)('%s reaches no zod', (part) => {
    const { modules, packages } = reach([part]);
    expect(zodBearing(modules)).toEqual([]);
    expect([...packages].filter((p) => p === 'zod' || p.startsWith('zod/'))).toEqual([]);
  });

  it('the sign-in pages and the entry reach no zod-bearing contract module and no full zod', () => {
    const pages = readdirSync(resolve(root, 'src/features/auth/pages')).map(
      (f) => `src/features/auth/pages/${f}`,
    );
    const { modules, packages } = reach(['src/main.tsx', 'src/app/GuestApp.tsx', ...pages]);
    expect(pages).toContain('src/features/auth/pages/LoginPage.tsx');
    expect(zodBearing(modules)).toEqual([]);
    // zod/mini (a few KB) checks the forms; the full build of zod is for the signed-in pages
    expect(packages.has('zod')).toBe(false);
    expect(packages.has('zod/mini')).toBe(true);
  });

  it('notices a schemas module when one is imported', () => {
    expect(zodBearing(reach(['contract/ebupot/schemas.ts']).modules)).toContain('contract/zod.ts');
  });
});
