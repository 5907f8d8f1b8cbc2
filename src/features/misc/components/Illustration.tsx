// The misc pages' pictures: small inline drawings in the theme's colours (currentColor and the
// primary token), so they follow light, dark and the chosen theme colour at no download cost.

export function ToolsIllustration() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" className="text-primary">
      <rect x="18" y="86" width="124" height="10" rx="5" className="fill-current opacity-20" />
      <path d="M52 30 l26 26 -8 8 -26 -26 a14 14 0 0 1 8 -8z" className="fill-current opacity-80" />
      <circle cx="47" cy="35" r="11" className="fill-none stroke-current" strokeWidth="6" />
      <rect
        x="84"
        y="24"
        width="12"
        height="58"
        rx="4"
        transform="rotate(35 90 53)"
        className="fill-current"
      />
      <rect
        x="96"
        y="18"
        width="30"
        height="14"
        rx="4"
        transform="rotate(35 111 25)"
        className="fill-current opacity-60"
      />
    </svg>
  );
}

export function RocketIllustration() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" className="text-primary">
      <rect x="18" y="100" width="124" height="8" rx="4" className="fill-current opacity-20" />
      <path d="M80 12 c18 14 24 36 18 60 h-36 c-6 -24 0 -46 18 -60z" className="fill-current" />
      <circle cx="80" cy="44" r="8" className="fill-paper" />
      <path d="M62 62 l-14 16 h16z M98 62 l14 16 h-16z" className="fill-current opacity-60" />
      <path d="M72 76 h16 l-8 18z" className="fill-current opacity-40" />
    </svg>
  );
}
