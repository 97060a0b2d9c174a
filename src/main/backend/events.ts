// The backend's pushed events: one hub that every service emits into and every transport subscribes to.

import type { ApiEvent } from '../../shared/api/contract';

export type EmitEvent = (event: ApiEvent) => void;

export class EventHub {
  private readonly listeners = new Set<(event: ApiEvent) => void>();

  constructor(private readonly logError: (message: string) => void = () => {}) {}

  subscribe(listener: (event: ApiEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Tells every subscriber; one that throws is reported and does not stop the others. */
  readonly emit: EmitEvent = (event) => {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.logError(
          `an event listener failed on ${event.type}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  };
}
