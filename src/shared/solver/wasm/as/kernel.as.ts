// The own-memory build's entry (scripts/build-wasm.mjs): the kernels of a turn plan, the Perfect bot's keep
// choices, the group solve outside a table memory, the turn policy, the bonus chance and the score
// distribution, each in its own file. wasm/wasm-kernel.ts makes instances; kernel-exports.generated.ts types
// these exports from their signatures.

export { finalPlain, finalPlainOne } from './solve.as';
export { averageKeeps, bestSubKeeps, rollAverage } from './shared.as';
export { bestPlainBoxes, bestKeepsRanked, turnMasses, plainSlots, plainOutcomes } from './policy.as';
export { bestPlainChances, chanceOfKeeps } from './bonus-chance.as';
export { sizeMoves, layOut, carryMoves } from './distribution.as';
export { chooseKeeps } from './choose-keeps.as';
export { bestCandidates } from './win-rows.as';
