// The keys of the replay's tools at the step on show: A opens the position in the analyzer, T plays it out,
// ? lists every key. Like the replay's other keys, they leave fields and open dialogs alone; a tool with
// nothing to do at this step (null) leaves its key alone too.

import { useEffect, useRef } from 'react';
import { typingTarget } from '../table/useTableKeys';
import { TOOL_KEYS } from './replay-keys';

export interface ReplayTools {
  readonly onAnalyze: (() => void) | null;
  readonly onPlayOut: (() => void) | null;
  readonly onHelp: () => void;
}

export type ReplayTool = keyof typeof TOOL_KEYS;

/** The tool a key opens (null: none). Letters either way up; `?` however the keyboard makes it. */
export function toolOfKey(key: string): ReplayTool | null {
  const lower = key.toLowerCase();
  for (const tool of Object.keys(TOOL_KEYS) as ReplayTool[]) if (TOOL_KEYS[tool] === lower) return tool;
  return null;
}

export function useReplayToolKeys(tools: ReplayTools): void {
  const latest = useRef(tools);
  useEffect(() => {
    latest.current = tools;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || typingTarget(event.target))
        return;
      const tool = toolOfKey(event.key);
      if (tool === null) return;
      const { onAnalyze, onPlayOut, onHelp } = latest.current;
      const run = tool === 'analyze' ? onAnalyze : tool === 'playOut' ? onPlayOut : onHelp;
      if (run === null) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
