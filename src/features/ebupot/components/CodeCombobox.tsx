import type { KodeObjekPajak } from '@contract/ebupot';
import { BP26_ONLY_CODES, REQUIRED_FACILITY } from '@contract/ebupot/code-rules';
import { appliedRates } from '@contract/ebupot/compute';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Combobox } from '@/components/ui/Combobox';
import { localeFor } from '@/lib/format';
import { formatRate } from './recipient';

/** Searchable list of the tax object codes: by code ("24-104") or by name in Indonesian or English. */
export function CodeCombobox({
  codes,
  value,
  onChange,
  invalid,
  disabled,
  loading,
}: {
  codes: KodeObjekPajak[];
  value: string;
  onChange: (code: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  loading?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeFor(i18n.language);
  // The codes' names exist in Indonesian (the official ones) and English only: say which is which.
  const inIndonesian = i18n.language.startsWith('id');
  const inEnglish = i18n.language.startsWith('en');
  const [query, setQuery] = useState('');
  const selected = codes.find((c) => c.code === value) ?? null;
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return codes;
    const digits = q.replace(/[^0-9]/g, '');
    return codes.filter(
      (c) =>
        c.code.includes(q) ||
        (digits.length >= 2 && c.code.replace(/-/g, '').startsWith(digits)) ||
        c.nameId.toLowerCase().includes(q) ||
        c.nameEn.toLowerCase().includes(q),
    );
  }, [codes, query]);

  return (
    <Combobox
      items={shown}
      value={selected}
      onChange={(item) => onChange(item?.code ?? '')}
      onQueryChange={setQuery}
      getKey={(c) => c.code}
      getLabel={(c) => `${c.code} — ${c.nameId}`}
      placeholder={t('ebupot.form.codePlaceholder')}
      invalid={invalid}
      disabled={disabled}
      loading={loading}
      renderItem={(c) => {
        // the rates the computation applies: a deemed-income code's effective rate, and its no-NPWP rate scaled alike
        const rates = appliedRates(c);
        return (
          <span className="flex flex-col gap-0.5">
            <span>
              <span className="font-medium tabular-nums">{c.code}</span> <span lang="id">{c.nameId}</span>
              {!inIndonesian && (
                <span className="text-xs text-text-muted"> · {t('ebupot.form.codeNameInIndonesian')}</span>
              )}
            </span>
            {!inIndonesian && (
              <span className="text-xs text-text-muted">
                {!inEnglish && `${t('ebupot.form.codeNameInEnglish')}: `}
                <span lang="en">{c.nameEn}</span>
              </span>
            )}
            <span className="flex flex-wrap items-center gap-1.5 text-xs text-text-muted">
              <Badge size="sm" color="primary">
                {t('ebupot.pasalLabel', { pasal: c.pasal })}
              </Badge>
              <span className="tabular-nums">
                {t('ebupot.form.codeRate', { rate: formatRate(rates.standardBp, locale) })}
              </span>
              {rates.withoutNpwpBp !== null && (
                <span className="tabular-nums">
                  · {t('ebupot.form.codeRateNoNpwp', { rate: formatRate(rates.withoutNpwpBp, locale) })}
                </span>
              )}
              {REQUIRED_FACILITY[c.code] && (
                <span>
                  ·{' '}
                  {t('ebupot.form.codeNeedsFacility', {
                    facility: t(`ebupot.fasilitas.${REQUIRED_FACILITY[c.code]}`),
                  })}
                </span>
              )}
              {BP26_ONLY_CODES.has(c.code) && <span>· {t('ebupot.form.codeBp26')}</span>}
              <span>
                ·{' '}
                {c.final === null
                  ? t('ebupot.final.unknown')
                  : c.final
                    ? t('ebupot.final.yes')
                    : t('ebupot.final.no')}
              </span>
              {c.confidence === 'medium' && <span>· {t('ebupot.form.codeMedium')}</span>}
            </span>
          </span>
        );
      }}
    />
  );
}
