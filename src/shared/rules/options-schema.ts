// A rule set's options as they cross a boundary (a saved game, the API, a file): the second yacht and joker
// (standard), the ace straight and the Generala servida (generala). One schema for every door. Not exported by
// the rules' index: the solver's workers load the rules and must not load zod (start-up time).

import * as z from 'zod';
import { MAX_SERVIDA_GENERALA_POINTS } from './generala';

export const ruleOptionsSchema = z.strictObject({
  secondYacht: z.boolean(),
  joker: z.enum(['forced', 'free']),
  aceStraight: z.boolean().optional(),
  servidaGenerala: z
    .union([
      z.literal('wins'),
      z
        .number()
        .int('a Generala servida scores whole points')
        .min(50, 'a Generala servida scores at least a Generala’s 50')
        .max(MAX_SERVIDA_GENERALA_POINTS, `a Generala servida scores at most ${MAX_SERVIDA_GENERALA_POINTS}`),
    ])
    .optional(),
});
