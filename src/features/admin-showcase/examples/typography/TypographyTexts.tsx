const texts = [
  {
    name: 'subtitle1',
    className: 'text-base font-medium',
    sample: 'Cupcake ipsum dolor sit amet chocolate bar pastry sesame snaps.',
  },
  {
    name: 'subtitle2',
    className: 'text-sm font-medium',
    sample: 'Cupcake ipsum dolor sit amet chocolate bar pastry sesame snaps.',
  },
  {
    name: 'body1',
    className: 'text-base',
    sample: 'Cupcake ipsum dolor sit amet chocolate bar pastry sesame snaps. Wafer gummies chupa chups.',
  },
  {
    name: 'body2',
    className: 'text-sm',
    sample: 'Cupcake ipsum dolor sit amet chocolate bar pastry sesame snaps. Wafer gummies chupa chups.',
  },
  { name: 'button', className: 'text-sm font-medium uppercase tracking-wide', sample: 'Button text' },
  { name: 'caption', className: 'text-xs text-text-muted', sample: 'Cupcake ipsum dolor sit amet.' },
  {
    name: 'overline',
    className: 'text-xs font-semibold uppercase tracking-widest text-text-muted',
    sample: 'Overline text',
  },
];

export default function TypographyTexts() {
  return (
    <dl className="divide-y divide-divider">
      {texts.map((t) => (
        <div key={t.name} className="grid gap-2 py-4 sm:grid-cols-[8rem_1fr]">
          <dt className="font-mono text-sm text-text-muted">{t.name}</dt>
          <dd className={`text-text ${t.className}`}>{t.sample}</dd>
        </div>
      ))}
    </dl>
  );
}
