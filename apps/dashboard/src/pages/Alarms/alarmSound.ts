/**
 * A short two-tone beep made with WebAudio (no sound file to load). Browsers start audio only after the person
 * interacted with the page, so the context is created and resumed on the first pointer or key press.
 */
export function createAlarmSound() {
  let context: AudioContext | null = null
  const unlock = () => {
    const Context =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
    if (!Context) return
    context ??= new Context()
    void context.resume().catch(() => undefined)
  }
  const events = ['pointerdown', 'keydown', 'touchstart'] as const
  for (const event of events) window.addEventListener(event, unlock, { passive: true })
  return {
    /** Plays the beep; silent until unlocked. */
    play() {
      if (context?.state !== 'running') return
      const start = context.currentTime
      for (const [offset, frequency] of [
        [0, 880],
        [0.18, 660],
      ] as const) {
        const oscillator = context.createOscillator()
        const gain = context.createGain()
        oscillator.type = 'square'
        oscillator.frequency.value = frequency
        gain.gain.setValueAtTime(0.0001, start + offset)
        gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02)
        gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16)
        oscillator.connect(gain).connect(context.destination)
        oscillator.start(start + offset)
        oscillator.stop(start + offset + 0.17)
      }
    },
    dispose() {
      for (const event of events) window.removeEventListener(event, unlock)
      void context?.close().catch(() => undefined)
    },
  }
}
