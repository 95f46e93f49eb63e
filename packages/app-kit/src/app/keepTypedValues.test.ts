import { keepTypedValues } from './keepTypedValues.ts'

describe('text typed before the code ran', () => {
  it('is reported as input on each field whose text differs from the drawn one, and kept on screen', () => {
    const container = document.createElement('div')
    container.innerHTML = `
      <input name="email" value="" />
      <input name="unchanged" value="kept" />
      <textarea name="notes">drawn</textarea>`
    const [email, unchanged] = container.querySelectorAll('input')
    const notes = container.querySelector('textarea')!
    email!.value = 'typed@example.com'
    notes.value = 'typed notes'
    const reported: string[] = []
    container.addEventListener('input', (event) => {
      const field = event.target as HTMLInputElement
      reported.push(`${field.name}=${field.value}`)
    })
    keepTypedValues(container)
    expect(reported).toEqual(['email=typed@example.com', 'notes=typed notes'])
    expect(email!.value).toBe('typed@example.com')
    expect(unchanged!.value).toBe('kept')
    expect(notes.value).toBe('typed notes')
  })
})
