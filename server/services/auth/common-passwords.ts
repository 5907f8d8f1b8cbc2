import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The 1,000 most common passwords (server/data/common-passwords.txt), compared lowercased.
const file = join(dirname(fileURLToPath(import.meta.url)), '../../data/common-passwords.txt');

let list: Set<string> | undefined;

function load(): Set<string> {
  list ??= new Set(
    readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return list;
}

export const isCommonPassword = (password: string) => load().has(password.toLowerCase());
export const commonPasswordCount = () => load().size;
