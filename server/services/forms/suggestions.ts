import { asc } from 'drizzle-orm';
import { COUNTRIES } from '../../../contract/ebupot/countries';
import { AUTOCOMPLETE_LIMIT, type AutocompleteAnswer, type AutocompleteKind } from '../../../contract/forms';
import type { DB } from '../../db/client';
import { taxObjectCodes } from '../../db/schema';

type Suggestion = AutocompleteAnswer['data'][number];

// The asynchronous autocomplete's suggestions: the tax object codes (reference data, a few
// hundred rows, read once per process) and the ISO countries named in the asked language.

let codes: Promise<{ code: string; pasal: string; nameId: string; nameEn: string; rateBp: number }[]> | null =
  null;

function allCodes(db: DB) {
  codes ??= db
    .select({
      code: taxObjectCodes.code,
      pasal: taxObjectCodes.pasal,
      nameId: taxObjectCodes.nameId,
      nameEn: taxObjectCodes.nameEn,
      rateBp: taxObjectCodes.rateBp,
    })
    .from(taxObjectCodes)
    .orderBy(asc(taxObjectCodes.code))
    .catch((err) => {
      codes = null;
      throw err;
    });
  return codes;
}

const names = new Map<string, Intl.DisplayNames>();
function countryName(alpha2: string, lang: string): string {
  let dn = names.get(lang);
  if (!dn) {
    dn = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
    names.set(lang, dn);
  }
  return dn.of(alpha2) ?? alpha2;
}

/** Accents and case folded, so "cote" finds "Côte d’Ivoire". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export async function suggestions(
  db: DB,
  { q, kind, lang }: { q: string; kind: AutocompleteKind; lang: string },
): Promise<AutocompleteAnswer> {
  const needle = fold(q);
  const found: Suggestion[] = [];
  if (kind !== 'country') {
    for (const c of await allCodes(db)) {
      const label = lang === 'id' ? c.nameId : c.nameEn;
      if (!needle || fold(`${c.code} ${label}`).includes(needle))
        found.push({
          kind: 'tax-object',
          value: c.code,
          label: `${c.code} · ${label}`,
          description: `PPh ${c.pasal} · ${(c.rateBp / 100).toLocaleString(lang === 'ar' ? 'ar-u-nu-latn' : lang)} %`,
        });
    }
  }
  if (kind !== 'tax-object') {
    const countries: Suggestion[] = [];
    for (const [alpha3, alpha2] of COUNTRIES) {
      const label = countryName(alpha2, lang);
      if (!needle || fold(`${label} ${alpha3} ${alpha2}`).includes(needle))
        countries.push({ kind: 'country', value: alpha3, label, description: `${alpha2} · ${alpha3}` });
    }
    countries.sort((a, b) => a.label.localeCompare(b.label, lang));
    found.push(...countries);
  }
  return { data: found.slice(0, AUTOCOMPLETE_LIMIT), total: found.length };
}
