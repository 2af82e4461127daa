import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes';

/**
 * Colour palettes of Chakra's theme that no screen names: each palette is about 30 tokens and CSS
 * variables the system makes as the app starts (dropping these two takes a fifth off `createSystem`).
 */
export const UNUSED_PALETTES: readonly string[] = ['teal', 'pink'];

const withoutUnusedPalettes = <Group extends object>(group: Group): Group =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.includes(name))) as Group;

/**
 * Chakra's default theme with only the recipes of the components the app uses (recipes.ts), not
 * `defaultConfig`'s full set of about 80: every recipe is code the first screen downloads.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * The design system. Components use the semantic tokens below (never raw colours), so the dark
 * theme is complete by construction: every token has a light and a dark value.
 */
const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'bg.canvas',
      color: 'fg',
      WebkitTapHighlightColor: 'transparent',
    },
    // A keyboard focus is always drawn, in the brand's ring colour of the theme: plain links (the tab
    // bar), rows that are links, scrolling regions. Chakra's recipes (buttons, inputs, tabs) draw their
    // own ring in a later cascade layer, so this is the floor, not an override.
    '*:focus-visible': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif` },
        body: { value: `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif` },
        mono: { value: `ui-monospace, "SF Mono", Menlo, Consolas, monospace` },
      },
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          200: { value: '#bcd3ff' },
          300: { value: '#8eb6ff' },
          400: { value: '#598dff' },
          500: { value: '#3366ff' },
          600: { value: '#1f48f5' },
          700: { value: '#1735e1' },
          800: { value: '#192fb6' },
          900: { value: '#1a2e8f' },
          950: { value: '#151e57' },
        },
      },
    },
    semanticTokens: {
      colors: {
        fg: {
          /** Error text: Chakra's red.500 reads 3.4:1 on the muted surfaces; red.700 is at least 4.5:1 (WCAG AA). */
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
        bg: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          surface: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
          raised: { value: { _light: '{colors.white}', _dark: '{colors.gray.800}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.white}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        profit: {
          /** Profit as text and marks: at least 4.5:1 on the surfaces and tints it sits on (WCAG AA). */
          DEFAULT: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
          subtle: { value: { _light: '{colors.green.50}', _dark: '{colors.green.950}' } },
          /** A filled profit badge and the text on it: at least 4.5:1 in both themes (WCAG AA). */
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
        },
        loss: {
          DEFAULT: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          subtle: { value: { _light: '{colors.red.50}', _dark: '{colors.red.950}' } },
          solid: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
        },
        tabbar: {
          bg: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
          active: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
          inactive: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, themeConfig, config);
