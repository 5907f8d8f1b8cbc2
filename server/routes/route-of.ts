/**
 * The route pattern of a contract path builder: `(id) => \`/invoice/${id}\`` gives '/invoice/:id'.
 * Builders only interpolate their id, so handing them the parameter's pattern in its place makes
 * the contract the one place a path is written. `param` may carry a Hono pattern (':id{[0-9]+}').
 */
export const routeOf = (path: (id: number) => string, param = ':id'): string =>
  path(param as unknown as number);
