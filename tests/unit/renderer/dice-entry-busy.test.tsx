// @vitest-environment happy-dom
// A whole roll typed while the last move is still on its way (the prompt for the next turn is up before the
// score's answer is back): held, said so, and sent once that move has landed. It used to be refused with "send
// again in a moment", and the last face typed was lost.

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiceEntry } from '../../../src/renderer/table/DiceEntry';

afterEach(cleanup);

const entry = (busy: boolean, onDice: (faces: readonly number[]) => void) => (
  <DiceEntry rolled={5} held={[]} prompt="Bo: type your final dice" onDice={onDice} busy={busy} />
);

function type(digits: string): void {
  for (const key of digits) fireEvent.keyDown(screen.getByTestId('dice-entry'), { key });
}

describe('DiceEntry while a move is on its way', () => {
  it('holds a whole roll typed meanwhile, and sends it once the move has landed', () => {
    const onDice = vi.fn();
    const { rerender } = render(entry(true, onDice));
    type('44412');
    expect(onDice).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dice-entry-refusal')).toBeNull();
    expect(screen.getByTestId('dice-entry')).toHaveProperty('value', '44412');
    expect(screen.getByTestId('dice-entry-said').textContent).toBe(
      'Typed four, four, four, one, two: sent as soon as the last move has landed.',
    );
    rerender(entry(false, onDice));
    expect(onDice).toHaveBeenCalledTimes(1);
    expect(onDice).toHaveBeenCalledWith([4, 4, 4, 1, 2]);
    expect(screen.getByTestId('dice-entry')).toHaveProperty('value', '');
  });

  it('sends nothing held once a face is taken back before the move lands', () => {
    const onDice = vi.fn();
    const { rerender } = render(entry(true, onDice));
    type('44412');
    fireEvent.keyDown(screen.getByTestId('dice-entry'), { key: 'Backspace' });
    rerender(entry(false, onDice));
    expect(onDice).not.toHaveBeenCalled();
    expect(screen.getByTestId('dice-entry')).toHaveProperty('value', '4441');
  });

  it('sends at once when nothing is on its way', () => {
    const onDice = vi.fn();
    render(entry(false, onDice));
    type('66623');
    expect(onDice).toHaveBeenCalledWith([6, 6, 6, 2, 3]);
  });
});
