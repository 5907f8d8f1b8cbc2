import { Input, type InputProps } from './Input';

export type DateInputProps = Omit<InputProps, 'type'>;

/** Native date picker; the value is "YYYY-MM-DD" (works with register). `min`/`max` take the same format. */
export function DateInput(props: DateInputProps) {
  return (
    <Input {...props} type="date" inputClassName="[&::-webkit-calendar-picker-indicator]:cursor-pointer" />
  );
}
