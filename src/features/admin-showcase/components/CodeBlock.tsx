import { Copy } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parse } from 'sugar-high/core';
import * as tsx from 'sugar-high/lang/typescript';
import { Button } from '@/components/ui/Button';
import { ErrorState } from '@/components/ui/ErrorState';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/lib/toast';

// The example's source, highlighted by sugar-high (core + its TypeScript/JSX tokenizer, about
// 4.4 KB gzip), in its own chunk loaded the first time a code view opens. Tokens are rendered as
// React spans with theme-aware classes (no HTML strings).

const tokenClass: Record<string, string> = {
  keyword: 'text-[#b4006e] dark:text-[#ff8fd1]',
  string: 'text-[#1a7f37] dark:text-[#9be38f]',
  comment: 'text-text-muted italic',
  class: 'text-[#8250df] dark:text-[#d2a8ff]',
  entity: 'text-[#0a6fb0] dark:text-[#79c0ff]',
  property: 'text-[#0550ae] dark:text-[#a5d6ff]',
  jsxliterals: 'text-text',
  sign: 'text-text-muted',
};

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  throw new Error('no clipboard');
}

const fetched = new Map<string, Promise<string>>();
/** A built example's source file, fetched once (again after a failure). */
function fetchSource(url: string) {
  let text = fetched.get(url);
  if (!text) {
    text = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.text();
    });
    text.catch(() => fetched.delete(url));
    fetched.set(url, text);
  }
  return text;
}

/** The source of an example: the text itself, or (in a build) fetched from its file first. */
export default function CodeBlock({ code }: { code: ExampleSource }) {
  const { t } = useTranslation();
  const url = typeof code === 'string' ? null : code.url;
  const [loaded, setLoaded] = useState<{ url: string; text?: string; failed?: boolean }>();
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt fetches again after a failure
  useEffect(() => {
    if (!url) return;
    let live = true;
    fetchSource(url).then(
      (text) => live && setLoaded({ url, text }),
      () => live && setLoaded({ url, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [url, attempt]);
  const current = loaded?.url === url ? loaded : undefined;
  const text = typeof code === 'string' ? code : current?.text;
  if (text !== undefined) return <Highlighted code={text} />;
  return (
    <div className="flex justify-center border-t border-divider p-6">
      {current?.failed ? (
        <ErrorState
          message={t('showcase.sourceFailed')}
          onRetry={() => {
            setLoaded(undefined);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <Spinner size={20} />
      )}
    </div>
  );
}

function Highlighted({ code }: { code: string }) {
  const { t } = useTranslation();
  const source = code.trimEnd();
  const lines = useMemo(() => parse(source, tsx).lines, [source]);
  const copy = () =>
    copyText(source).then(
      () => toast.success(t('showcase.copied')),
      () => toast.error(t('showcase.copyFailed')),
    );
  return (
    <div className="relative border-t border-divider">
      <div className="absolute end-3 top-3">
        <Button
          size="sm"
          variant="outlined"
          className="bg-paper"
          startIcon={<Copy aria-hidden="true" className="size-4" />}
          onClick={copy}
        >
          {t('showcase.copyCode')}
        </Button>
      </div>
      <section
        aria-label={t('showcase.source')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll long code
        tabIndex={0}
        className="max-h-[28rem] overflow-auto bg-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
      >
        <pre dir="ltr" className="p-5 pt-14 font-mono text-[13px] leading-6 text-text">
          <code>
            {lines.map((line) => (
              <span key={line.index} className="block min-h-6">
                {line.tokens.map((token, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tokens of a line never reorder
                  <span key={i} className={tokenClass[token.type]}>
                    {token.value}
                  </span>
                ))}
              </span>
            ))}
          </code>
        </pre>
      </section>
    </div>
  );
}
