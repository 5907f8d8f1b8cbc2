import { inkTone, TONES } from '@/components/ui/tone';

// The text tokens (src/styles/theme.css) and the readable theme-colour ink of the kit
// (src/components/ui/tone.ts): both follow light/dark mode and the chosen theme colour.
const tokens = [
  { name: 'text', className: 'text-text' },
  { name: 'text-muted', className: 'text-text-muted' },
];

export default function TypographyColors() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {tokens.map((t) => (
        <li key={t.name} className={`text-sm ${t.className}`}>
          <span className="font-mono">{t.name}</span>: The quick brown fox
        </li>
      ))}
      {TONES.map((tone) => (
        <li key={tone} className={`text-sm font-medium ${inkTone[tone]}`}>
          <span className="font-mono">{tone}</span>: The quick brown fox
        </li>
      ))}
    </ul>
  );
}
