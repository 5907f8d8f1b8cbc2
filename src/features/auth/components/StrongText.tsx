import type { ReactNode } from 'react';

/** A translated text with one `<strong>…</strong>` part, that part drawn by `render`. */
export function StrongText({ text, render }: { text: string; render: (part: string) => ReactNode }) {
  const match = /^([\s\S]*?)<strong>([\s\S]*?)<\/strong>([\s\S]*)$/.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]}
      {render(match[2])}
      {match[3]}
    </>
  );
}
