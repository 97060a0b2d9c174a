// The bar at the top of every page: the name, whatever the page puts beside it, and the backend's notices.

import type { ReactNode } from 'react';
import type { Notice } from '../../shared/api/contract';
import { DieFace } from '../ui/Die';
import { Notices } from './Notices';

export function AppHeader(props: { readonly children?: ReactNode; readonly notices?: readonly Notice[] }) {
  return (
    <>
      <header className="app-header">
        <div className="brand">
          <DieFace face={5} />
          <span>Yacht</span>
        </div>
        <div className="app-header-tools">{props.children}</div>
      </header>
      {props.notices && <Notices notices={props.notices} />}
    </>
  );
}
