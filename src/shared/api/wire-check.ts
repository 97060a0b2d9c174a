// Compile-time checks that a wire schema and the engine's type agree (no code): `Assert<Same<A, B>>` fails to
// compile when they do not.

/** true when A and B are each assignable to the other. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;
