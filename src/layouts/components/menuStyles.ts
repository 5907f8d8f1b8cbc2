// Classes of the app bar's menus (Radix dropdowns rendered in place, inside the banner
// landmark, rather than portalled to <body> where axe's "region" rule would flag them).
export const menuContentClass =
  'z-modal min-w-[180px] rounded-md bg-paper p-1.5 text-text shadow-menu ' +
  'max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto';
export const menuContentStyle = { border: 'var(--border-paper)' };
export const menuItemClass =
  'flex min-h-9 cursor-pointer items-center gap-2.5 rounded px-3 py-1.5 text-sm text-text outline-none select-none ' +
  'data-highlighted:bg-primary/10 data-disabled:pointer-events-none data-disabled:opacity-50';
