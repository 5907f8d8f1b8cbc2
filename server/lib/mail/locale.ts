// The languages mail is written in: the portal's four. An account without one reads Indonesian
// (the users.locale column's default).

export const MAIL_LOCALES = ['id', 'en', 'fr', 'ar'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

const isMailLocale = (tag: string): tag is MailLocale => (MAIL_LOCALES as readonly string[]).includes(tag);

/**
 * The best of the four languages an Accept-Language header asks for (q-values honoured, `en-GB`
 * counts as `en`), or undefined when it names none of them (`*`, absent, another language).
 */
export function localeFromAcceptLanguage(header: string | undefined): MailLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.q > 0 && isMailLocale(r.lang))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.lang as MailLocale | undefined;
}
