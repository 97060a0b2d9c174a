// Light, dark, or whatever the system says.

import { THEMES, type Theme } from '../../shared/api/contract';

const THEME_LABELS: Readonly<Record<Theme, string>> = { system: 'System', light: 'Light', dark: 'Dark' };

export function ThemeSwitch(props: { readonly theme: Theme; readonly onTheme: (theme: Theme) => void }) {
  return (
    <label className="field inline theme-switch">
      <span>Theme</span>
      <select
        value={props.theme}
        onChange={(e) => props.onTheme(e.target.value as Theme)}
        data-testid="theme"
      >
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {THEME_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
