import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/Input';

export type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** ms after the last key before the text is reported (one request, not one per key); 0 reports each change at once. */
  delay?: number;
  /** Width classes (default: full width on phones, 16 rem from sm). */
  className?: string;
};

/** A list's search box: reports its text once typing stops, and shows the value when it changes elsewhere. */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  delay = 300,
  className = 'w-full sm:w-64',
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const report = useRef(onChange);
  report.current = onChange;

  // The value changed from elsewhere (clear filters, back button): show it. The URL keeps the text
  // trimmed, which is not a change: the space just typed stays.
  useEffect(() => {
    if (value !== reported.current && value !== reported.current.trim()) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text;
      report.current(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      maxLength={100}
      onChange={(e) => setText(e.target.value)}
      start={<Search aria-hidden="true" className="size-4" />}
      className={className}
    />
  );
}
