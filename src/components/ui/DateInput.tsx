import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from './Input';

export type DateInputProps = Omit<InputProps, 'type'>;

// Chromium writes a native date in the browser's order (11/23/2026 in en-US) whatever the page's
// language, while the app writes "23 Nov 2026": its fields are put in the app's order, day, month,
// year (the slashes, which cannot be told apart, give way to a gap). Browsers that follow the
// lang attribute (Firefox) get the interface language. The localized picker replaces this.
const APP_ORDER = [
  '[&::-webkit-datetime-edit-fields-wrapper]:inline-flex',
  '[&::-webkit-datetime-edit-fields-wrapper]:gap-x-[0.35em]',
  '[&::-webkit-datetime-edit-day-field]:order-1',
  '[&::-webkit-datetime-edit-month-field]:order-2',
  '[&::-webkit-datetime-edit-year-field]:order-3',
  '[&::-webkit-datetime-edit-text]:hidden',
].join(' ');

/** Native date picker; the value is "YYYY-MM-DD" (works with register). `min`/`max` take the same format. */
export function DateInput(props: DateInputProps) {
  const { i18n } = useTranslation();
  return (
    <Input
      lang={i18n.language}
      {...props}
      type="date"
      inputClassName={`[&::-webkit-calendar-picker-indicator]:cursor-pointer ${APP_ORDER}`}
    />
  );
}
