import type { KodeObjekPajak } from '@contract/ebupot';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import uiAr from '@/components/ui/locales/ar.json';
import { CodeCombobox } from '@/features/ebupot/components/CodeCombobox';
import ebupotAr from '@/features/ebupot/locales/ar.json';
import '../ui/dom-shims';

// Tax object names exist in Indonesian and English only: in Arabic the list says which language
// each name is in instead of mixing them in silently.

const code = {
  code: '24-104-14',
  pasal: '23',
  nameId: 'Imbalan jasa konsultan',
  nameEn: 'Consultancy services fee',
  ratePercent: 2,
  rateWithoutNpwpPercent: 4,
  effectiveRateOnGrossPercent: null,
  rateBp: 200,
  rateWithoutNpwpBp: 400,
  effectiveRateBp: null,
  basis: null,
  final: false,
  confidence: 'high',
} as unknown as KodeObjekPajak;

describe('CodeCombobox in Arabic', () => {
  it('marks the Indonesian and English names as such', async () => {
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({
      lng: 'ar',
      resources: { ar: { translation: { ...uiAr, ...ebupotAr } } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    render(
      <I18nextProvider i18n={i18n}>
        <CodeCombobox codes={[code]} value="" onChange={() => {}} />
      </I18nextProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button'));
    const option = await screen.findByRole('option');
    expect(option.querySelector('[lang="id"]')?.textContent).toBe('Imbalan jasa konsultan');
    expect(option.querySelector('[lang="en"]')?.textContent).toBe('Consultancy services fee');
    expect(option).toHaveTextContent('الاسم الرسمي بالإندونيسية');
    expect(option).toHaveTextContent('بالإنجليزية: Consultancy services fee');
  });
});
