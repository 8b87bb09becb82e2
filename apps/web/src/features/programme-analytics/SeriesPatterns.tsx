import '../../ui/styles/common';
import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/**
 * Each chart series is told apart by colour AND by a fill pattern (solid, stripes, dots, …), and
 * the legend shows the same swatch beside the series' name: a reader who cannot tell the colours
 * apart still matches a legend entry to its bars (WCAG 1.4.1, use of colour).
 */

const SIZE = 8;
const MARK = { stroke: 'white', strokeWidth: 1.5 } as const;

/** The marks drawn over the series' colour, one kind per series (repeating after eight). */
const MARKS: ((key: string) => ReactNode)[] = [
  () => null,
  (key) => <path key={key} d={`M0,${SIZE} L${SIZE},0`} {...MARK} />,
  (key) => <circle key={key} cx={SIZE / 2} cy={SIZE / 2} r={1.6} fill="white" />,
  (key) => <path key={key} d={`M0,${SIZE / 2} H${SIZE}`} {...MARK} />,
  (key) => <path key={key} d={`M${SIZE / 2},0 V${SIZE}`} {...MARK} />,
  (key) => <path key={key} d={`M0,0 L${SIZE},${SIZE}`} {...MARK} />,
  (key) => <path key={key} d={`M0,${SIZE / 2} H${SIZE} M${SIZE / 2},0 V${SIZE}`} {...MARK} />,
  (key) => <path key={key} d={`M0,${SIZE} L${SIZE},0 M0,0 L${SIZE},${SIZE}`} {...MARK} />,
];

/** A Mantine theme colour ('blue.7') as a CSS colour. */
export const cssColour = (colour: string) => `var(--mantine-color-${colour.replace('.', '-')})`;

/** The id of series `index`'s pattern in the chart `chartId`. */
export const patternId = (chartId: string, index: number) => `${chartId}-pattern-${index}`;
/** The fill of series `index` (its pattern). */
export const patternFill = (chartId: string, index: number) => `url(#${patternId(chartId, index)})`;

export interface PatternSeries {
  label: string;
  colour: string;
}

/** The patterns of a chart's series, defined once in the page (the bars and the legend refer to them). */
export function SeriesPatterns({ chartId, series }: { chartId: string; series: PatternSeries[] }) {
  return (
    <svg width={0} height={0} aria-hidden focusable="false" style={{ position: 'absolute' }}>
      <defs>
        {series.map((s, i) => (
          <pattern key={s.label} id={patternId(chartId, i)} data-testid="series-pattern" patternUnits="userSpaceOnUse" width={SIZE} height={SIZE}>
            <rect width={SIZE} height={SIZE} style={{ fill: cssColour(s.colour) }} />
            {MARKS[i % MARKS.length]!('mark')}
          </pattern>
        ))}
      </defs>
    </svg>
  );
}

/** The legend: each series' swatch (its colour and pattern) and its name, as a list. */
export function PatternLegend({ chartId, series, label }: { chartId: string; series: PatternSeries[]; label: string }) {
  return (
    <Group component="ul" aria-label={label} gap="md" justify="center" wrap="wrap" m={0} mt="xs" p={0} style={{ listStyle: 'none' }} data-testid="chart-legend">
      {series.map((s, i) => (
        <Group component="li" key={s.label} gap={6} wrap="nowrap">
          <svg width={16} height={16} aria-hidden focusable="false" data-testid="legend-swatch">
            <rect x={0.5} y={0.5} width={15} height={15} rx={2} fill={patternFill(chartId, i)} stroke="var(--mantine-color-gray-7)" />
          </svg>
          <Text component="span" fz="sm">{s.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
