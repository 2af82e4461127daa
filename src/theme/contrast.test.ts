import { describe, expect, it } from 'vitest';
import { system } from './system';

/** A colour token's raw value (`#rrggbb`), following `{colors.x.y}` references. */
const raw = (path: string): string => {
  const token = system.tokens.getByName(`colors.${path}`);
  const value = String(token?.originalValue ?? '');
  const ref = /^\{colors\.(.+)\}$/.exec(value);
  return ref?.[1] ? raw(ref[1]) : value;
};

/** The light and dark values of a semantic colour, resolved to hex. */
const modes = (path: string): { light: string; dark: string } => {
  const token = system.tokens.getByName(`colors.${path}`);
  const conditions = (token?.extensions as { conditions?: Record<string, string> } | undefined)?.conditions ?? {};
  const resolve = (value: string | undefined): string => {
    const ref = /^\{colors\.(.+)\}$/.exec(value ?? '');
    return ref?.[1] ? raw(ref[1]) : (value ?? '');
  };
  return { light: resolve(conditions._light), dark: resolve(conditions._dark) };
};

const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};
const ratio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

describe('text colours on the app surfaces (WCAG AA, 4.5:1)', () => {
  const surfaces = {
    light: ['bg.canvas', 'bg.surface'].map((s) => modes(s).light),
    dark: ['bg.canvas', 'bg.surface', 'bg.raised'].map((s) => modes(s).dark),
  };

  it.each(['fg.error', 'loss', 'profit', 'brand.fg'])('%s reads on every surface in both themes', (path) => {
    const text = modes(path);
    expect(text.light).toMatch(/^#[0-9a-f]{6}$/i);
    for (const surface of surfaces.light)
      expect(ratio(text.light, surface), `${path} light on ${surface}`).toBeGreaterThanOrEqual(4.5);
    for (const surface of surfaces.dark)
      expect(ratio(text.dark, surface), `${path} dark on ${surface}`).toBeGreaterThanOrEqual(4.5);
  });
});
