/**
 * `true` when two types accept the same values. A generic reply type (an envelope, a page) does
 * not survive superstruct's `Infer`, so it is written out beside its struct factory and tied to
 * it with `const tied: SameShape<Infer<…one instance…>, Written<…same instance…>> = true`.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
