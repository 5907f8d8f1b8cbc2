import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/Input';

/** Search input that reports its text 300 ms after typing stops. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const report = useRef(onChange);
  report.current = onChange;

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
      className="w-full sm:w-64"
    />
  );
}
