/**
 * Hands React what a person typed, or the browser autofilled, into a prerendered page's fields before its code ran:
 * React keeps such text on screen when it hydrates but never reports it, so the form would not know it. For each
 * field whose text differs from the one drawn, React's value tracker is set back to the drawn text and an `input`
 * event sent, which React reports as a change (as a person typing would).
 */
export function keepTypedValues(container: HTMLElement): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const typed = field.value
    if (typed === field.defaultValue) continue
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement
    const setShownValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
    if (!setShownValue) continue
    // Through React's own setter: its tracker now holds the drawn text.
    field.value = field.defaultValue
    // Past the tracker: the field shows the typed text again.
    setShownValue.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
