// Heading styles of the theme (Inter, the text token colour). Shown on paragraphs here so the
// page's own heading outline stays intact; use them on h1–h6 in your pages.
const headings = [
  { tag: 'h1', className: 'text-[3.5rem] leading-tight font-medium', size: '56px / 500' },
  { tag: 'h2', className: 'text-5xl leading-tight font-medium', size: '48px / 500' },
  { tag: 'h3', className: 'text-4xl leading-tight font-medium', size: '36px / 500' },
  { tag: 'h4', className: 'text-3xl leading-snug font-medium', size: '30px / 500' },
  { tag: 'h5', className: 'text-2xl leading-snug font-medium', size: '24px / 500' },
  { tag: 'h6', className: 'text-xl leading-normal font-medium', size: '20px / 500' },
];

export default function TypographyHeadings() {
  return (
    <dl className="divide-y divide-divider">
      {headings.map((h) => (
        <div key={h.tag} className="grid gap-2 py-4 sm:grid-cols-[8rem_1fr] sm:items-center">
          <dt className="text-sm text-text-muted">
            <span className="font-mono">{h.tag}</span> · {h.size}
          </dt>
          <dd className={`min-w-0 break-words text-text ${h.className}`}>Heading {h.tag.slice(1)}</dd>
        </div>
      ))}
    </dl>
  );
}
