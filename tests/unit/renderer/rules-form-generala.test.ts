// Generala's options in the rules editor's form: on a Generala base they round-trip (the ace straight, a
// Generala servida that wins or scores points) and make the rule set that plays them; on another base the form
// writes none; points the options' field refuses hold Save, said after the name; the summary names them.

import { describe, expect, it } from 'vitest';
import { customFrom, makeRules, rulesFromCustom } from '../../../src/shared/rules';
import {
  customOf,
  customSummary,
  formOf,
  formProblems,
  generalaOf,
  newForm,
  SERVIDA_FIELD,
  withBase,
  withServidaProblem,
} from '../../../src/renderer/variants/rules-form';

const generala = customFrom(makeRules('generala'), 'Mi generala');

describe("Generala's options in the rules editor form", () => {
  it('round-trip on a Generala base, every choice', () => {
    expect(generala.generala).toEqual({ aceStraight: false, servidaGenerala: 'wins' });
    for (const options of [
      { aceStraight: false, servidaGenerala: 'wins' as const },
      { aceStraight: true, servidaGenerala: 'wins' as const },
      { aceStraight: false, servidaGenerala: 100 },
      { aceStraight: true, servidaGenerala: 1000 },
    ]) {
      const custom = { ...generala, generala: options };
      expect(generalaOf(formOf(custom))).toEqual(options);
      expect(customOf(formOf(custom))).toEqual(custom);
    }
    // A file written before the options has none, and the form writes none back (Generala's defaults).
    const { generala: _left, ...older } = generala;
    expect(customOf(formOf(older))).toEqual(older);
    expect(generalaOf(formOf(older))).toEqual({ aceStraight: false, servidaGenerala: 'wins' });
  });

  it('what the editor sets is what the rule set plays', () => {
    const form = { ...formOf(generala), generala: { aceStraight: true, servidaGenerala: 100 } };
    expect(formProblems(form, [])).toEqual({});
    const rules = rulesFromCustom(customOf(form));
    expect(rules.options).toMatchObject({ aceStraight: true, servidaGenerala: 100 });
    const escalera = rules.boxes.find((b) => b.id === 'escalera')?.scoring;
    expect(escalera?.kind === 'straight' && escalera.runs.map((run) => run.join('-'))).toContain('1-3-4-5-6');
    // Points instead of a win at once: no instant win.
    expect(rules.instantWin).toBeUndefined();
    expect(rulesFromCustom(customOf(formOf(generala))).instantWin).toBe('generala');
  });

  it('another base has none: the form writes none, and a Generala base starts from the defaults', () => {
    const chosen = { ...formOf(generala), generala: { aceStraight: true, servidaGenerala: 300 } };
    const classic = withBase(chosen, 'classic');
    expect(classic.generala).toBeUndefined();
    expect(customOf(classic)).not.toHaveProperty('generala');
    // Even a form that still holds them writes none off Generala (the shared check refuses them there).
    expect(customOf({ ...classic, generala: chosen.generala })).not.toHaveProperty('generala');
    expect(customOf(withBase(classic, 'generala')).generala).toEqual({
      aceStraight: false,
      servidaGenerala: 'wins',
    });
    expect(customOf(newForm('yatzy', []))).not.toHaveProperty('generala');
  });

  it("points the options' field refuses hold Save, said after the name", () => {
    const problems = { name: 'Give the rule set a name.', yacht: "The yacht's points need a number." };
    expect(withServidaProblem(problems, null)).toEqual(problems);
    const held = withServidaProblem(problems, "a Generala servida scores at least a Generala's 50");
    expect(Object.keys(held)).toEqual(['name', SERVIDA_FIELD, 'yacht']);
    expect(held[SERVIDA_FIELD]).toBe("Generala servida: a Generala servida scores at least a Generala's 50.");
    expect(withServidaProblem({}, 'a Generala servida scores at most 1000')).toEqual({
      [SERVIDA_FIELD]: 'Generala servida: a Generala servida scores at most 1000.',
    });
  });

  it('the summary names the options that differ from Generala’s', () => {
    expect(customSummary(generala)).toBe('From Generala, unchanged.');
    expect(customSummary({ ...generala, generala: { aceStraight: true, servidaGenerala: 100 } })).toBe(
      'From Generala: 3-4-5-6-1 an escalera, generala servida 100 points.',
    );
    expect(customSummary({ ...generala, generala: { aceStraight: false, servidaGenerala: 'wins' } })).toBe(
      'From Generala, unchanged.',
    );
  });
});
