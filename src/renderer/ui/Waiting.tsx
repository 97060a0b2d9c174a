// A page that has nothing to show yet (or cannot show it), saying why in one line.

import type { ReactNode } from 'react';

export function Waiting(props: { readonly header: ReactNode; readonly text: string }) {
  return (
    <div className="page">
      {props.header}
      <main className="start">
        <p role="status">{props.text}</p>
      </main>
    </div>
  );
}
