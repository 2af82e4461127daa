import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { COMPONENT_RECIPES } from './recipes';
import { system, UNUSED_PALETTES } from './system';

/** The app's own modules (tests and generated code left out), as text. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/generated/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Chakra's own component modules, as text (dist/esm/components/<name>/*.js). */
const chakraSources = import.meta.glob<string>('/node_modules/@chakra-ui/react/dist/esm/components/*/*.js', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every value the app imports from '@chakra-ui/react' (types left out). */
const importedFromChakra = (): Set<string> => {
  const names = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        if (name && !name.startsWith('type ') && !name.endsWith('Props')) names.add(name);
      }
    }
  }
  return names;
};

/** The recipe keys a Chakra component's own code looks up. */
const keysInChakraSource = (component: string): string[] => {
  const folder = `/components/${component.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}/`;
  const texts = Object.entries(chakraSources)
    .filter(([path]) => path.includes(folder))
    .map(([, text]) => text);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/key: "(\w+)"/g)].map((match) => match[1] ?? '')))];
};

describe('the Chakra system built from the recipes the app uses', () => {
  it('knows every Chakra component the app imports', () => {
    expect([...importedFromChakra()]).toEqual(expect.arrayContaining(['Button', 'Tabs', 'Dialog']));
    expect(keysInChakraSource('Tabs')).toEqual(['tabs']);
    const unknown = [...importedFromChakra()].filter((name) => !(name in COMPONENT_RECIPES));
    expect(unknown, 'add them to COMPONENT_RECIPES in recipes.ts (and their recipes)').toEqual([]);
  });

  it('lists the recipes each of those components looks up in its own code', () => {
    const missing = [...importedFromChakra()].flatMap((name) =>
      keysInChakraSource(name)
        .filter((key) => !(COMPONENT_RECIPES[name] ?? []).includes(key))
        .map((key) => `${name} looks up "${key}"`),
    );
    expect(missing).toEqual([]);
  });

  it('holds every recipe the default theme has for those components', () => {
    for (const name of importedFromChakra()) {
      for (const key of COMPONENT_RECIPES[name] ?? []) {
        const inDefault = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
        const inApp = system.isRecipe(key) || system.isSlotRecipe(key);
        expect(inApp, `${name}: recipe "${key}"`).toBe(inDefault);
      }
    }
  });

  it('has the recipe of every styled part of the app’s own (createSlotRecipeContext, useSlotRecipe)', () => {
    const keys = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\{\s*key:\s*'(\w+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    expect(keys).toEqual(expect.arrayContaining(['avatar', 'switch']));
    expect(keys.filter((key) => !system.isSlotRecipe(key) && !system.isRecipe(key))).toEqual([]);
  });

  it('keeps the default tokens, conditions and the app tokens', () => {
    expect(system.token('colors.red.500')).toBe(defaultSystem.token('colors.red.500'));
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
    expect(system.token('colors.brand.600')).toBe('#1f48f5');
    expect(system.css({ _dark: { color: 'fg' } })).toEqual(defaultSystem.css({ _dark: { color: 'fg' } }));
  });

  it('has every colour the app names, and not the palettes it leaves out', () => {
    const texts = Object.values(sources).join('\n');
    const palettes = new Set(
      [...texts.matchAll(/colorPalette(?:=|:\s*)["']([a-z]+)["']/g)].map((match) => match[1] ?? ''),
    );
    const named = new Set(
      [
        ...texts.matchAll(
          /["'{](?:colors\.)?([a-z]+\.(?:\d{2,3}|solid|contrast|fg|muted|subtle|emphasized|focusRing|border))\b/g,
        ),
      ].map((match) => match[1] ?? ''),
    );
    expect(palettes).toContain('brand');
    expect(named).toContain('brand.solid');
    const missing = [
      ...[...palettes]
        .filter((palette) => system.token(`colors.${palette}.solid`) === undefined)
        .map((palette) => `colorPalette "${palette}"`),
      ...[...named].filter((name) => system.token(`colors.${name}`) === undefined),
    ];
    expect(missing, 'a palette named here was left out of the system (UNUSED_PALETTES in system.ts)').toEqual([]);
    for (const palette of UNUSED_PALETTES) {
      expect(palettes.has(palette) || [...named].some((name) => name.startsWith(`${palette}.`)), palette).toBe(false);
      expect(system.token(`colors.${palette}.500`)).toBeUndefined();
      expect(system.token(`colors.${palette}.solid`)).toBeUndefined();
    }
    expect(system.token('colors.cyan.500')).toBe(defaultSystem.token('colors.cyan.500'));
  });
});
