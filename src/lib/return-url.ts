// After sign-in the portal goes to `returnUrl` only when it is a path on this origin. Anything
// that a browser could read as another host ('//evil', '/\evil', 'https:', encoded variants of
// those, control characters that URL parsers strip) falls back to '/'.

const MAX_LENGTH = 2048;
const MAX_DECODES = 5;
const PROBE_ORIGIN = 'https://portal.invalid';

/** C0 and C1 control characters, DEL, and the Unicode line/paragraph separators. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}

function isPlainPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    value[1] !== '/' &&
    value[1] !== '\\' &&
    !value.includes('\\') &&
    !hasControl(value)
  );
}

// Only ASCII escapes can turn into '/', '\' or a control character, so decoding just those is
// enough for the check, and a stray '%' (e.g. "?q=100%") does not throw.
const decodeAscii = (value: string) =>
  value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** `value` when it is a same-origin path ('/x…'); '/' otherwise. */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return '/';
  if (!isPlainPath(value)) return '/';

  // A router or server may decode the value again: every decoded layer must stay a plain path.
  let layer = value;
  for (let depth = 0; ; depth++) {
    const decoded = decodeAscii(layer);
    if (decoded === layer) break;
    if (depth === MAX_DECODES || !isPlainPath(decoded)) return '/';
    layer = decoded;
  }

  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return '/';
  } catch {
    return '/';
  }
  return value;
}

/** The sign-in address for a visitor who asked for `target` (path + query): plain /login for '/'. */
export function loginPathFor(target: string): string {
  const safe = safeReturnUrl(target);
  return safe === '/' ? '/login' : `/login?returnUrl=${encodeURIComponent(safe)}`;
}
