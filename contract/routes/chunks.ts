import type { FeatureGroup } from './types';

// The module groups the build's chunk plan (scripts/chunk-groups.ts) places by name, beside what
// it reads from the module graph. Paths from the project root; one ending in '/' is a folder.
// Each must be found in the build (tests/unit/chunk-plan.test.ts).

export const CHUNK_MODULES = {
  /** The primitives nearly every screen shows, sign-in and signed-in pages alike: the kit chunk. */
  kit: [
    'src/components/ui/Alert.tsx',
    'src/components/ui/Button.tsx',
    'src/components/ui/ButtonLink.tsx',
    'src/components/ui/Card.tsx',
    'src/components/ui/field-context.ts',
    'src/components/ui/FormField.tsx',
    'src/components/ui/Input.tsx',
    'src/components/ui/PasswordInput.tsx',
    'src/components/ui/Spinner.tsx',
    'src/components/ui/tone.ts',
    'src/lib/cn.ts',
    'src/lib/errors.ts',
    'node_modules/lucide-react/dist/esm/createLucideIcon.mjs',
    'node_modules/lucide-react/dist/esm/Icon.mjs',
    'node_modules/lucide-react/dist/esm/context.mjs',
    'node_modules/lucide-react/dist/esm/shared/',
  ],
  /**
   * The list-page kit around a server-paged grid, for the pages that show one: the kit left to the
   * automatic split lands in two more chunks.
   */
  grid: [
    'src/components/ui/ServerDataGrid.tsx',
    'src/components/ui/grid-features.ts',
    'src/components/list-page/ListToolbar.tsx',
    'src/components/list-page/FilterSelect.tsx',
    'src/components/list-page/ServerListGrid.tsx',
    'src/components/list-page/row-menu.tsx',
    'src/components/list-page/SearchField.tsx',
    'src/components/list-page/url-state.ts',
    'src/components/list-page/useConfirmAction.tsx',
    'src/components/list-page/useServerList.ts',
  ],
  /**
   * The table itself (TanStack Table, rows, header, pagination): loaded beside a list page, not
   * before it paints (src/components/ui/ServerDataGrid.tsx), in the grid-table chunk.
   */
  gridTable: ['src/components/ui/GridTable.tsx', 'src/components/ui/ServerGridBody.tsx'],
  /** The in-memory grid's own part (row models): not in the grid chunk. */
  clientGrid: ['src/components/ui/DataGrid.tsx', 'src/components/ui/grid-client-features.ts'],
  /** Primitives, helpers, icons and query hooks that most signed-in pages use go with the frame. */
  common: [
    'src/components/ui/',
    'src/lib/',
    // the Jakarta calendar and month names that src/lib's dates use
    'contract/jakarta-time.ts',
    'contract/month-names.ts',
    'node_modules/lucide-react/dist/esm/icons/',
    'node_modules/@tanstack/react-query/',
    'node_modules/@tanstack/query-core/',
  ],
} as const;

/**
 * A feature chunk holds its pages' feature folders' (src/features/<folder>/) modules that several
 * pages use; these modules outside those folders join it too.
 */
export const FEATURE_MODULES: Record<FeatureGroup, readonly string[]> = {
  billing: ['contract/billing.ts'],
  ebupot: ['contract/ebupot.ts'],
};
