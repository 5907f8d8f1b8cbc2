import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Bidirectional isolation of formatted values. A VA number, an amount or a date inserted into a
// sentence takes part in the sentence's bidi ordering: in Arabic the digit groups of a VA come out
// reversed, and under a mirrored layout with a left-to-right language "24 Nov 2026" reads
// "Nov 2026 24". <bdi> elements isolate them without adding invisible characters to what a user
// copies.

/** Left-to-right island for digit groups, amounts and codes ("8890 8000 0000 0066", "Rp 1.000"). */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

// i18next's dir() builds an Intl.Locale each call, and a grid asks once a cell every render.
const directions = new Map<string, 'ltr' | 'rtl'>();

/** Reading direction of the interface language (not of the layout, which the customizer may flip). */
export function useLanguageDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  const language = i18n.language;
  let dir = directions.get(language);
  if (!dir) {
    dir = i18n.dir(language) === 'rtl' ? 'rtl' : 'ltr';
    directions.set(language, dir);
  }
  return dir;
}

/**
 * Text written in the interface language (a formatted date, a translated sentence), isolated in
 * that language's direction so a mirrored layout cannot reorder it.
 */
export function InLanguage({ children, className }: { children: ReactNode; className?: string }) {
  const dir = useLanguageDirection();
  return (
    <bdi dir={dir} className={className}>
      {children}
    </bdi>
  );
}

const OPEN = '\ue000';
const CLOSE = '\ue001';
const MARKER = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/**
 * Builds a sentence with `render` (given a placeholder for each value) and puts each value back as
 * a left-to-right island. In a left-to-right sentence the values need no island and stay plain text.
 */
export function isolateValues(
  render: (placeholders: Record<string, string>) => string,
  values: Record<string, string>,
  dir: 'ltr' | 'rtl',
): ReactNode {
  if (dir === 'ltr') return render(values);
  const placeholders = Object.fromEntries(Object.keys(values).map((k) => [k, `${OPEN}${k}${CLOSE}`]));
  // split with one capture group alternates text and value names
  return render(placeholders)
    .split(MARKER)
    .map((part, i) =>
      i % 2 === 0 ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
        <Fragment key={i}>{part}</Fragment>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Ltr key={i}>{values[part] ?? ''}</Ltr>
      ),
    );
}

/**
 * t() for sentences holding formatted values: `ltr` values (numbers, amounts, VA, NPWP) become
 * left-to-right islands, `other` values are interpolated as usual, and the whole sentence is
 * isolated in the interface language's direction.
 */
export function useIsolatedT() {
  const { t } = useTranslation();
  const dir = useLanguageDirection();
  return (key: string, ltr: Record<string, string>, other: Record<string, unknown> = {}): ReactNode => (
    <bdi dir={dir}>{isolateValues((p) => t(key, { ...other, ...p }), ltr, dir)}</bdi>
  );
}
