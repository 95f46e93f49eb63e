/** The longest an answer is held back: long enough to make guessing slow, short enough for the owner to wait. */
export const MAX_SLOW_DOWN_MS = 4_000

/**
 * How long to hold back an answer once `excess` attempts went past a limit: 250 ms, doubling with every further
 * attempt up to 4 s. Guessing from many addresses becomes slow, while the right answer is still accepted.
 */
export const slowDownMs = (excess: number): number =>
  excess <= 0 ? 0 : Math.min(250 * 2 ** (excess - 1), MAX_SLOW_DOWN_MS)

export const slowDown = async (excess: number): Promise<void> => {
  const ms = slowDownMs(excess)
  // The global timer (not node:timers/promises), so a test can move the clock instead of waiting.
  if (ms > 0) await new Promise<void>((resolve) => setTimeout(resolve, ms))
}
