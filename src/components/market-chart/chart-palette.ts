import { MA_TOKENS, type MA_LENGTHS } from './chart-data';
import { MACD_TOKENS, type MacdColours } from './macd-pane';

/** Chart colours come from the theme's CSS variables (canvas cannot read them itself). */
export interface Palette {
  text: string;
  grid: string;
  border: string;
  profit: string;
  loss: string;
  /** The volume bars: profit and loss at 45 % opacity, worked out once per palette. */
  volumeUp: string;
  volumeDown: string;
  ma: Record<(typeof MA_LENGTHS)[number], string>;
  macd: MacdColours;
}

/** #rgb / #rrggbb with an alpha; any other colour as it is. */
const withAlpha = (color: string, alpha: number): string => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

export const readPalette = (): Palette => {
  const root = document.documentElement;
  const style = getComputedStyle(root);
  const dark = root.classList.contains('dark');
  const token = (name: string, fallback: string): string =>
    style.getPropertyValue(`--chakra-colors-${name}`).trim() || fallback;
  const profit = token('profit', '#16a34a');
  const loss = token('loss', '#dc2626');
  return {
    text: token('fg-muted', '#71717a'),
    grid: token('border-muted', '#e4e4e7'),
    border: token('border', '#d4d4d8'),
    profit,
    loss,
    volumeUp: withAlpha(profit, 0.45),
    volumeDown: withAlpha(loss, 0.45),
    ma: {
      5: token(MA_TOKENS[5][dark ? 1 : 0].replace('.', '-'), '#eab308'),
      10: token(MA_TOKENS[10][dark ? 1 : 0].replace('.', '-'), '#a855f7'),
      30: token(MA_TOKENS[30][dark ? 1 : 0].replace('.', '-'), '#3b82f6'),
    },
    macd: {
      macd: token(MACD_TOKENS.macd[dark ? 1 : 0].replace('.', '-'), '#0891b2'),
      signal: token(MACD_TOKENS.signal[dark ? 1 : 0].replace('.', '-'), '#f97316'),
      up: withAlpha(profit, 0.6),
      down: withAlpha(loss, 0.6),
    },
  };
};
