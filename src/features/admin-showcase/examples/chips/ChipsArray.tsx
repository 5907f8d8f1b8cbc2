import { useState } from 'react';
import { Chip } from '@/components/ui/Chip';

const initial = ['VAT', 'Income tax', 'Withholding', 'Stamp duty', 'Land and building'];

export default function ChipsArray() {
  const [taxes, setTaxes] = useState(initial);
  return (
    <ul aria-label="Tax types" className="flex flex-wrap gap-2">
      {taxes.map((tax) => (
        <li key={tax}>
          <Chip
            label={tax}
            variant="soft"
            color="primary"
            onDelete={tax === 'VAT' ? undefined : () => setTaxes((t) => t.filter((x) => x !== tax))}
          />
        </li>
      ))}
    </ul>
  );
}
