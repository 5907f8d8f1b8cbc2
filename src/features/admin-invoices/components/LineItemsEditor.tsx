import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { CurrencyInput } from '@/components/ui/CurrencyInput';
import { IconButton } from '@/components/ui/IconButton';
import { Input } from '@/components/ui/Input';
import { formatRupiah } from '@/lib/format';
import { type DraftLine, lineAmount } from '../utils/totals';

export const emptyLine = (): DraftLine => ({ deskripsi: '', qty: 1, harga_satuan: null, diskon: null });

/** The bill's lines: description, quantity, unit price, discount, and each line's amount. */
export function LineItemsEditor({
  lines,
  onChange,
  errors,
}: {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** server field errors keyed 'details.0.diskon' */
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<DraftLine>) =>
    onChange(lines.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  const label = (field: string, i: number) => `${t(`invoiceApp.lines.${field}`)} ${i + 1}`;

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-medium">{t('invoiceApp.lines.title')}</legend>
      {lines.map((line, i) => {
        const err = (f: string) => errors[`details.${i}.${f}`];
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id until saved; rows are only appended or removed
            key={i}
            className="grid grid-cols-2 gap-2 rounded-md border border-divider p-3 sm:grid-cols-[minmax(0,3fr)_5rem_minmax(0,1.5fr)_minmax(0,1.3fr)_minmax(0,1.3fr)_auto] sm:items-start"
            data-line={i}
          >
            <div className="col-span-2 sm:col-span-1">
              <Input
                aria-label={label('description', i)}
                placeholder={t('invoiceApp.lines.description')}
                value={line.deskripsi}
                maxLength={200}
                invalid={Boolean(err('deskripsi'))}
                onChange={(e) => set(i, { deskripsi: e.target.value })}
              />
              {err('deskripsi') && <p className="mt-1 text-xs text-error">{err('deskripsi')}</p>}
            </div>
            <Input
              type="number"
              min={1}
              inputMode="numeric"
              aria-label={label('quantity', i)}
              value={String(line.qty)}
              onChange={(e) => set(i, { qty: Math.max(1, Math.trunc(Number(e.target.value) || 1)) })}
            />
            <CurrencyInput
              aria-label={label('unitPrice', i)}
              placeholder={t('invoiceApp.lines.unitPrice')}
              value={line.harga_satuan}
              onValueChange={(v) => set(i, { harga_satuan: v })}
            />
            <div>
              <CurrencyInput
                aria-label={label('discount', i)}
                placeholder={t('invoiceApp.lines.discount')}
                value={line.diskon}
                onValueChange={(v) => set(i, { diskon: v })}
              />
              {err('diskon') && <p className="mt-1 text-xs text-error">{err('diskon')}</p>}
            </div>
            <output className="self-center text-end tabular-nums" aria-label={label('amount', i)}>
              <bdi dir="ltr">{formatRupiah(lineAmount(line))}</bdi>
            </output>
            <IconButton
              aria-label={label('remove', i)}
              color="error"
              disabled={lines.length === 1}
              onClick={() => onChange(lines.filter((_, k) => k !== i))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </IconButton>
          </div>
        );
      })}
      <Button variant="outlined" size="sm" onClick={() => onChange([...lines, emptyLine()])}>
        <Plus className="size-4" aria-hidden="true" />
        {t('invoiceApp.lines.add')}
      </Button>
    </fieldset>
  );
}
