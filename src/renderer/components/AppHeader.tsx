// The bar at the top of every page: the name, and whatever the page puts beside it.

import type { ReactNode } from 'react';
import { DieFace } from './Die';

export function AppHeader(props: { readonly children?: ReactNode }) {
  return (
    <header className="app-header">
      <div className="brand">
        <DieFace face={5} />
        <span>Yacht</span>
      </div>
      <div className="app-header-tools">{props.children}</div>
    </header>
  );
}
