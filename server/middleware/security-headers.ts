import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './answer-headers';

// No inline scripts anywhere (the pre-paint theme script is public/boot.js). Inline styles are
// allowed because react-hot-toast injects a <style> element at run time.
const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const HEADERS = [
  ['Content-Security-Policy', csp],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
] as const;

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of HEADERS) setAnswerHeader(c, name, value);
};
