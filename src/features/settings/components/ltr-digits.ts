/**
 * Grouped numbers (NPWP, NIK, phone) keep their left-to-right order in Arabic; in an RTL page the
 * field still lines up with its label on the right.
 */
export const ltrDigits = { dir: 'ltr', inputClassName: 'rtl:text-right' } as const;
