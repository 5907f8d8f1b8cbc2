// Test i18n with the billing features' English strings (and the kit's), so assertions read real labels.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ui from '@/components/ui/locales/en.json';
import dashboard from '@/features/dashboard/locales/en.json';
import invoices from '@/features/invoices/locales/en.json';
import payments from '@/features/payments/locales/en.json';

export const billingI18n = i18next.createInstance();
void billingI18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...ui, ...dashboard, ...invoices, ...payments } } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
