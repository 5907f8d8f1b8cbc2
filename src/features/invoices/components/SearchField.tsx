import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/Input';

/** Search box that reports its text 300 ms after typing stops (one request, not one per key). */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const report = useRef(onChange);
  report.current = onChange;

  // The URL changed from elsewhere (clear filters, back button): show its value.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text;
      report.current(text);
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      maxLength={100}
      onChange={(e) => setText(e.target.value)}
      start={<Search aria-hidden="true" className="size-4" />}
      className="w-full sm:w-56"
    />
  );
}
