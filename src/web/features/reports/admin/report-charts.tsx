import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTheme } from '../../../lib/theme';

// The Laporan tab's charts (issue 23). This module alone imports chart.js, and the tab loads it
// lazily (reports-tab.tsx), so the library reaches neither members nor the panel's first load.
// Only what bar charts use is registered (react-chartjs-2's Bar registers its controller), so
// the rest of chart.js is left out of the build. The tables beside them are the source of truth.

Chart.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** The theme's colours (styles.css: brand-600 and amber, lighter on the dark theme). */
const PALETTE = {
  light: { bars: ['#4f46e5', '#d97706'], text: '#475569', grid: '#e2e8f0' },
  dark: { bars: ['#818cf8', '#fbbf24'], text: '#cbd5e1', grid: '#334155' },
};

/** Long names are cut on the axis (the table has them whole). */
const short = (label: string) => (label.length > 28 ? `${label.slice(0, 27)}…` : label);

function useOptions(horizontal: boolean, legend: boolean): ChartOptions<'bar'> {
  const colours = PALETTE[useTheme()];
  const axis = {
    ticks: { color: colours.text, precision: 0 },
    grid: { color: colours.grid },
  };
  return {
    indexAxis: horizontal ? 'y' : 'x',
    responsive: true,
    maintainAspectRatio: false,
    // Drawn at once: nothing moves for someone who asked for less motion, and nothing waits.
    animation: false,
    scales: { x: { ...axis, beginAtZero: true }, y: { ...axis, beginAtZero: true } },
    plugins: { legend: { display: legend, labels: { color: colours.text } } },
  };
}

export interface ChartBar {
  label: string;
  value: number;
}

/** A top list as horizontal bars, most first. */
export function TopChart({ bars, label }: { bars: ChartBar[]; label: string }) {
  const options = useOptions(true, false);
  const colour = PALETTE[useTheme()].bars[0];
  const data: ChartData<'bar'> = {
    labels: bars.map((b) => short(b.label)),
    datasets: [{ label, data: bars.map((b) => b.value), backgroundColor: colour }],
  };
  return (
    <div className="relative" style={{ height: `${Math.max(3, bars.length) * 2}rem` }}>
      <Bar role="img" aria-label={label} options={options} data={data} />
    </div>
  );
}

/** New and active members per week, side by side. */
export function WeeksChart({
  weeks,
  names,
  label,
}: {
  /** Each week's name on the axis, and its two counts. */
  weeks: { label: string; newMembers: number; activeMembers: number }[];
  names: { newMembers: string; activeMembers: string };
  label: string;
}) {
  const options = useOptions(false, true);
  const [first, second] = PALETTE[useTheme()].bars;
  const data: ChartData<'bar'> = {
    labels: weeks.map((w) => w.label),
    datasets: [
      { label: names.newMembers, data: weeks.map((w) => w.newMembers), backgroundColor: first },
      {
        label: names.activeMembers,
        data: weeks.map((w) => w.activeMembers),
        backgroundColor: second,
      },
    ],
  };
  return (
    <div className="relative h-64">
      <Bar role="img" aria-label={label} options={options} data={data} />
    </div>
  );
}
