import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Example } from './Example';

export type ExampleModules = Record<string, { default: ComponentType }>;

/**
 * The examples of one showcase page, in the given order: each is a file of its own in
 * examples/<page>/<Name>.tsx, collected by the page with two import.meta.glob calls (the modules
 * and the same files' source, `?source`), so the code toggle shows the very source that runs.
 */
export function ExampleSet({
  modules,
  sources,
  order,
  ns,
}: {
  modules: ExampleModules;
  sources: Record<string, ExampleSource>;
  /** [file name without .tsx, translation key of its title under `ns`]. */
  order: [name: string, titleKey: string][];
  /** Translation namespace of the titles ("showcaseMore.pagination"). */
  ns: string;
}) {
  const { t } = useTranslation();
  const byName = (table: Record<string, unknown>, name: string) =>
    Object.entries(table).find(([path]) => path.endsWith(`/${name}.tsx`))?.[1];
  return order.map(([name, key]) => {
    const Component = (byName(modules, name) as ExampleModules[string] | undefined)?.default;
    if (!Component) throw new Error(`no example ${name}`);
    return (
      <Example
        key={name}
        title={t(`${ns}.${key}`)}
        code={(byName(sources, name) as ExampleSource | undefined) ?? ''}
      >
        <Component />
      </Example>
    );
  });
}
