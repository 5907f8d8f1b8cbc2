import { Fragment, type ReactNode, useId } from 'react';

// What the kit's option lists share (Autocomplete, Listbox, TimeInput): options under group
// headings (role="group" named by its heading) and the floating panel's look.

/** The floating list's panel (anchored by Headless UI). */
export const popupPanel =
  'z-modal max-h-72 overflow-y-auto rounded bg-paper p-1.5 shadow-[0_4px_18px_0_rgb(76_78_100/0.25)] outline-none [--anchor-max-height:18rem]';

/** The box of a text field with a list (the Combobox family). */
export const comboBox =
  'relative flex items-center focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30';

/** Options in runs of the same `group`, each run under its heading (none for options without one). */
export function OptionGroups<T extends { group?: string }>({
  options,
  render,
}: {
  options: T[];
  render: (option: T) => ReactNode;
}) {
  const id = useId();
  const runs: { name?: string; items: T[] }[] = [];
  for (const o of options) {
    const last = runs[runs.length - 1];
    if (last && last.name === o.group) last.items.push(o);
    else runs.push({ name: o.group, items: [o] });
  }
  return runs.map((run, i) =>
    run.name ? (
      // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (no fieldset inside a listbox)
      <div key={run.name} role="group" aria-labelledby={`${id}-${i}`}>
        <div
          id={`${id}-${i}`}
          role="presentation"
          className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-text-muted uppercase"
        >
          {run.name}
        </div>
        {run.items.map(render)}
      </div>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs keep their order
      <Fragment key={i}>{run.items.map(render)}</Fragment>
    ),
  );
}
