// Which kernel runs. At run time the WebAssembly SIMD kernels (wasm/), which Node >= 20.19 and Electron have,
// except for rules with a first-roll bonus (Generala's servida, layout/servida.ts): its stage is in the
// TypeScript reference kernels only, which such rules run on (Generala has no bonus, so one lane a group: its
// whole solve is small). Otherwise the reference kernels (reference/) run only when asked for by name ('js'),
// as the tests do: they are the readable specification and the bit-exact oracle, never a fallback.

import { spreadRules, type SolverLayout } from './layout/layout';
import type {
  BonusKernel,
  ChanceArenas,
  GroupSolver,
  KernelChoice,
  TurnPlanner,
  TurnPolicy,
} from './kernel-types';
import { servidaOf } from './layout/servida';
import { createReferenceArenas } from './reference/chance-arenas';
import { createReferenceBonus } from './reference/bonus-kernel';
import { createReferencePolicy } from './reference/policy';
import { referenceSolverFor } from './reference/turn-kernel';
import { attachedSolver, createTableMemory, tableSolver, type TableInMemory } from './wasm/table-kernel';
import { createWasmArenas } from './wasm/wasm-arenas';
import { wasmBonusFor } from './wasm/wasm-bonus';
import { wasmSolverFor } from './wasm/wasm-kernel';
import { createWasmPolicy } from './wasm/wasm-policy';

export type {
  AfterBox,
  BonusKernel,
  ChanceArenas,
  GroupSolver,
  KernelChoice,
  TurnPlanner,
  TurnPolicy,
} from './kernel-types';

/** The kernel that runs for a layout: the reference one where the rules have a servida (see above). */
function kernelOf(layout: SolverLayout, kernel: KernelChoice): KernelChoice {
  return servidaOf(layout) !== null ? 'js' : kernel;
}

/**
 * The group solver over `values`: the whole group in the kernel when they live in a table memory this thread
 * has attached (wasm/table-kernel.ts), else the kernel in its own memory.
 */
export function groupSolverFor(
  layout: SolverLayout,
  values: Float64Array,
  kernel: KernelChoice = 'auto',
): GroupSolver {
  if (kernelOf(layout, kernel) === 'js') return referenceSolverFor(layout);
  return attachedSolver(values) ?? wasmSolverFor(layout);
}

/**
 * A value table in a shared memory of its own with this thread attached, for a solve on this thread alone;
 * null for the reference kernel, or where the runtime has no shared WebAssembly memory or the table would not
 * fit (groupSolverFor then solves a plain array in the kernel's own memory).
 */
export function tableMemoryFor(layout: SolverLayout, kernel: KernelChoice = 'auto'): TableInMemory | null {
  if (kernelOf(layout, kernel) === 'js') return null;
  const inMemory = createTableMemory(layout, 1);
  if (inMemory) tableSolver(layout, inMemory.memory);
  return inMemory;
}

/** One lane's turn plan and the Perfect bot's keep choices. */
export function turnPlannerFor(layout: SolverLayout, kernel: KernelChoice = 'auto'): TurnPlanner {
  return kernelOf(layout, kernel) === 'js' ? referenceSolverFor(layout) : wasmSolverFor(layout);
}

/** The policy of a group's turn, for the score distribution (one per planner: it keeps its scratch). */
export function createTurnPolicy(layout: SolverLayout, kernel: KernelChoice = 'auto'): TurnPolicy {
  return kernelOf(layout, kernel) === 'js' ? createReferencePolicy(layout) : createWasmPolicy(layout);
}

/** The score distribution's chance arenas over the layout's states. */
export function createChanceArenas(layout: SolverLayout, kernel: KernelChoice = 'auto'): ChanceArenas {
  const rules = spreadRules(layout);
  return kernelOf(layout, kernel) === 'js'
    ? createReferenceArenas(layout.size, rules)
    : createWasmArenas(layout, rules);
}

/** The bonus chance's groups and one lane's turn (the WebAssembly one made once per layout). */
export function bonusKernelFor(layout: SolverLayout, kernel: KernelChoice = 'auto'): BonusKernel {
  return kernelOf(layout, kernel) === 'js' ? createReferenceBonus(layout) : wasmBonusFor(layout);
}
