import { COUNTRIES } from '@contract/ebupot/countries';
import type { AutocompleteOption } from '@/components/ui/Autocomplete';

/** The ISO countries named in the interface language, alphabetical (local examples). */
export function countryOptions(lng: string): AutocompleteOption[] {
  const names = new Intl.DisplayNames([lng], { type: 'region', fallback: 'code' });
  return [...COUNTRIES]
    .map(([alpha3, alpha2]) => ({ value: alpha3, label: names.of(alpha2) ?? alpha3 }))
    .sort((a, b) => a.label.localeCompare(b.label, lng));
}
