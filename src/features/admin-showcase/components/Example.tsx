import { Code } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { IconButton } from '@/components/ui/IconButton';
import { Spinner } from '@/components/ui/Spinner';
import { Tooltip } from '@/components/ui/Tooltip';
import { cn } from '@/lib/cn';

// How an example gets its source (the convention every showcase page follows):
//
//   - each example is a component of its own, one file:
//       src/features/admin-showcase/examples/<page>/<Name>.tsx  (default export or named, as you like)
//   - the page imports the component AND the same file's source (vite.config.ts, exampleSources):
//       import AccordionSimple from '../examples/accordion/AccordionSimple';
//       import accordionSimpleCode from '../examples/accordion/AccordionSimple.tsx?source';
//       <Example title={t('showcase.accordion.simple')} code={accordionSimpleCode}><AccordionSimple /></Example>
//
// So the code shown is always the file that runs, never a hand-kept copy. A build keeps each
// source in a text file of its own, fetched with the highlighter (sugar-high, ./CodeBlock) the
// first time a code view opens: no page carries its examples' sources in its JS.

const CodeBlock = lazy(() => import('./CodeBlock'));

export type ExampleProps = {
  title: string;
  description?: string;
  /** The example component's own source (`import code from './X.tsx?source'`). */
  code: ExampleSource;
  /** The live example. */
  children: ReactNode;
  className?: string;
};

/** One example of a showcase page: a card with the live example and a 'code' toggle revealing its source. */
export function Example({ title, description, code, children, className }: ExampleProps) {
  const { t } = useTranslation();
  const [showCode, setShowCode] = useState(false);
  const codeId = useId();
  const label = showCode ? t('showcase.hideCode') : t('showcase.showCode');
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader
        title={title}
        subtitle={description}
        action={
          <Tooltip content={label}>
            <IconButton
              size="sm"
              aria-label={t('showcase.codeOf', { title })}
              aria-expanded={showCode}
              aria-controls={codeId}
              onClick={() => setShowCode((v) => !v)}
              className={cn(showCode && 'bg-primary/12')}
            >
              <Code aria-hidden="true" className="size-4" />
            </IconButton>
          </Tooltip>
        }
      />
      <div className="px-5 pb-5">{children}</div>
      <div id={codeId} hidden={!showCode}>
        {showCode && (
          <Suspense
            fallback={
              <div className="flex justify-center border-t border-divider p-6">
                <Spinner size={20} />
              </div>
            }
          >
            <CodeBlock code={code} />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
