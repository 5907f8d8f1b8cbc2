// The auth paths the session needs, kept free of zod: contract/auth.ts builds its schemas
// at import time, and importing any value from it would put zod on the sign-in route.
// tests/unit/session.test.ts checks these equal AUTH_PATHS.
export const SESSION_PATHS = {
  login: '/login',
  profile: '/profile',
  logout: '/logout',
} as const;
