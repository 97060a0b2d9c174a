// The shared build's entry (scripts/build-wasm.mjs): only the solve's whole-group kernel, for instances that
// import one shared memory holding the value table (wasm/table-kernel.ts).

export { solveTableGroup } from './table-group.as';
