import { ChartSvg } from './ChartSvg';

export interface DonutSlice {
  key: string;
  label: string;
  value: number;
  color: string;
}

const SIZE = 180;
const RADIUS = 70;
const RING = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Shares of a whole as a ring, the whole written in its middle; clockwise from the top. */
export function DonutChart({
  slices,
  centre,
  centreLabel,
  formatValue,
  title,
  description,
}: {
  slices: DonutSlice[];
  centre: string;
  centreLabel: string;
  formatValue: (value: number) => string;
  title: string;
  description: string;
}) {
  const whole = slices.reduce((sum, s) => sum + s.value, 0);
  let start = 0;
  return (
    <ChartSvg width={SIZE} height={SIZE} title={title} description={description} className="mx-auto block">
      <circle
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        stroke="var(--c-divider)"
        strokeWidth={RING}
      />
      <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
        {whole > 0 &&
          slices.map((s) => {
            const length = (s.value / whole) * CIRCUMFERENCE;
            const offset = -start;
            start += length;
            if (length <= 0) return null;
            return (
              <circle
                key={s.key}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={RADIUS}
                fill="none"
                stroke={s.color}
                strokeWidth={RING}
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={offset}
              >
                <title>{`${s.label}: ${formatValue(s.value)}`}</title>
              </circle>
            );
          })}
      </g>
      <text
        x={SIZE / 2}
        y={SIZE / 2 - 4}
        textAnchor="middle"
        fontSize={18}
        fontWeight={600}
        fill="var(--c-text)"
      >
        {centre}
      </text>
      <text x={SIZE / 2} y={SIZE / 2 + 16} textAnchor="middle" fontSize={11} fill="var(--c-text-muted)">
        {centreLabel}
      </text>
    </ChartSvg>
  );
}
