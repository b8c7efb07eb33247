import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { readThemeCookie, writeThemeCookie } from './themeCookie.ts';
import type { ThemeName } from './themes.ts';

type ThemePreference = { theme: ThemeName; setTheme: (theme: ThemeName) => void };

const ThemePreferenceContext = createContext<ThemePreference | null>(null);

/** Holds the chosen theme above the routes, so switching language keeps it. */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeName>(() => readThemeCookie());
  const setTheme = useCallback((next: ThemeName) => {
    writeThemeCookie(next);
    setThemeState(next);
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemePreferenceContext value={value}>{children}</ThemePreferenceContext>;
}

export function useThemePreference(): ThemePreference {
  const preference = useContext(ThemePreferenceContext);
  if (!preference) throw new Error('useThemePreference must be used inside ThemePreferenceProvider');
  return preference;
}
