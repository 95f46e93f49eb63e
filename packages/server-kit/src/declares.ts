import type { Static, TSchema } from 'typebox'

/** Typecheck fails where this is used with two types that differ in anything (a field, its optionality, a literal). */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

/**
 * The schema of a shape the domain also declares (`declares<Vehicle>()(Type.Object(...))`): typecheck fails unless
 * the schema's type is exactly the domain's, so neither can change alone. Shared by the API's areas and burn-in.
 */
export const declares =
  <Shape>() =>
  <Schema extends TSchema>(schema: Schema & (Same<Static<Schema>, Shape> extends true ? unknown : never)): Schema =>
    schema
