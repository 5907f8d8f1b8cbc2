// Sample choices the select and autocomplete examples share: tax types (PPh articles) and banks.

export const TAX_TYPES = [
  { value: 'pph21', label: 'PPh 21', group: 'formsShowcase.groups.withholding' },
  { value: 'pph22', label: 'PPh 22', group: 'formsShowcase.groups.withholding' },
  { value: 'pph23', label: 'PPh 23', group: 'formsShowcase.groups.withholding' },
  { value: 'pph26', label: 'PPh 26', group: 'formsShowcase.groups.withholding' },
  { value: 'pph4-2', label: 'PPh 4(2)', group: 'formsShowcase.groups.final' },
  { value: 'pph15', label: 'PPh 15', group: 'formsShowcase.groups.final' },
  { value: 'ppn', label: 'PPN', group: 'formsShowcase.groups.vat' },
  { value: 'ppnbm', label: 'PPnBM', group: 'formsShowcase.groups.vat' },
];

export const BANKS = ['BRI', 'BNI', 'Mandiri', 'BCA', 'BSI', 'CIMB Niaga', 'Permata', 'Danamon'];
