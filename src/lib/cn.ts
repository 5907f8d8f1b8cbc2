import { type ClassValue, clsx } from 'clsx';

/** Joins class names (strings, arrays, `{ class: condition }` objects); falsy values are dropped. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
