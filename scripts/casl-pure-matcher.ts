import type { Plugin } from 'vite';

/**
 * CASL builds its MongoDB-query condition matcher at module level (`Q = F(I, J)`), a call the
 * bundler must keep, and with it all of @ucast (about 3.7 KB gzip), even though the portal's
 * abilities (src/lib/acl) are plain role rules checked by CASL's `Ability` without conditions.
 * Marked pure, the matcher is built only if createMongoAbility is used. Fails the build when
 * CASL's code no longer has that shape, so the saving cannot silently vanish.
 */
export function caslPureMatcher(): Plugin {
  const CALL = 'Q = F(I, J)';
  return {
    name: 'casl-pure-matcher',
    transform(code, id) {
      if (!/@casl[\\/]ability[\\/]dist[\\/]esm[\\/]index\.mjs$/.test(id)) return null;
      if (!code.includes(CALL))
        this.error(`@casl/ability changed: "${CALL}" not found; update caslPureMatcher`);
      return { code: code.replace(CALL, `Q = /* @__PURE__ */ F(I, J)`), map: null };
    },
  };
}
