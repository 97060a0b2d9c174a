// What the app sets on the one document all its pages share: the theme on <html>, and a new page's scroll.

import { useEffect } from 'react';
import type { Theme } from '../shared/api/contract';

/** The theme setting on <html>: no attribute follows the system. */
export function useThemeAttribute(theme: Theme): void {
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset['theme'];
    else root.dataset['theme'] = theme;
  }, [theme]);
}

/**
 * A new page starts at its top: the pages share one document, so the new-game page scrolled down to Start left
 * the table scrolled as far, its turn banner out of view.
 */
export function useTopOfNewPage(page: string): void {
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [page]);
}
