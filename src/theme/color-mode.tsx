import { useEffect, type ReactNode } from 'react';
import { usePersistedState, type ThemeName } from '../lib/persisted-state';

/** Chakra's `_dark` condition matches a `dark` class on an ancestor; this keeps `<html>` in step. */
const apply = (theme: ThemeName): void => {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#101014' : '#fafafa');
};

export const ColorModeSync = ({ children }: { children: ReactNode }) => {
  const theme = usePersistedState((state) => state.theme);
  useEffect(() => apply(theme), [theme]);
  return children;
};

export const useColorMode = () => {
  const theme = usePersistedState((state) => state.theme);
  const setTheme = usePersistedState((state) => state.setTheme);
  return {
    theme,
    setTheme,
    toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
  } as const;
};
