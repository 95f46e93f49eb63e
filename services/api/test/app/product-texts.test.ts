import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The server's answers take their words from the catalogue (@vigil/domain's messages.ts), so that a text is written
// once and a field error reads exactly as the form under that field would put it.

const repository = fileURLToPath(new URL('../../../../', import.meta.url))

/** Every folder whose code answers a person: the API's areas, the alarm desk and the layers around them. */
const ANSWERING = [
  'services/api/src/areas',
  'services/api/src/alarms',
  'services/api/src/http',
  'services/api/src/web',
  'services/api/src/ops',
  'services/api/src/odata',
  'services/api/src/device-platform',
  'services/api/src/ingest',
  'packages/server-kit/src',
  'packages/devices/src',
  'packages/hub/src',
]

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return Promise.resolve(entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [])
    }),
  )
  return nested.flat()
}

/** The opening quote of a text that is not empty (an empty body is no text). */
const QUOTE = `['"\`](?!['"\`])`

/**
 * A text written where an answer is made, instead of taken from the catalogue. Matched over the whole file, so a
 * call spread over several lines is seen as well.
 */
const WRITTEN_IN_PLACE = [
  // Problem answers and field errors.
  new RegExp(`\\b(?:notFound|forbidden|unauthorized)\\(\\s*${QUOTE}`),
  new RegExp(`\\bnew Problem\\([^)]*?,\\s*${QUOTE}`),
  new RegExp(`\\bvalidationProblem\\(\\{[^}]*:\\s*${QUOTE}`),
  /\bexport const \w*[Mm]essages\s*=\s*\{/,
  // The hub's plain answers and upgrade refusals (status, then text), and its protocol errors.
  new RegExp(`\\b(?:text|refuse)\\(\\s*\\w+,\\s*\\d{3},\\s*${QUOTE}`),
  new RegExp(`\\b(?:handshakeError|completionError)\\((?:\\s*[\\w.]+,)?\\s*${QUOTE}`),
  // A text put in an answer's field: a hub refusal's body, a negotiate or close error, a command's failure reason.
  new RegExp(`\\b(?:body|error|failureReason):\\s*${QUOTE}`),
  // A list query's problem, and a command's answer on the device's behalf.
  new RegExp(`\\bnew ODataError\\(\\s*[^,]+,\\s*${QUOTE}`),
  new RegExp(`\\bfail\\(\\s*${QUOTE}`),
  new RegExp(`\\b(?:expect|answer)\\(\\s*${QUOTE}\\w+${QUOTE},\\s*${QUOTE}`),
]

type Source = { path: string; text: string }

/** The code without its comments (a doc comment may show a call with a text), lines kept where they were. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ' '))

const textsWrittenInPlace = (files: Source[]) =>
  files.flatMap(({ path, text: written }) => {
    const text = withoutComments(written)
    return WRITTEN_IN_PLACE.flatMap((pattern) =>
      [...text.matchAll(new RegExp(pattern, 'g'))].map(({ index, 0: found }) => {
        const line = text.slice(0, index).split('\n').length
        return `${relative(repository, path)}:${line}: ${found.replace(/\s+/g, ' ')}`
      }),
    )
  })

describe('the product texts the server answers', () => {
  it('come from the catalogue, not from the code that answers them', async () => {
    const paths = (await Promise.all(ANSWERING.map((folder) => sourceFiles(join(repository, folder))))).flat()
    const files = await Promise.all(paths.map(async (path) => ({ path, text: await readFile(path, 'utf8') })))
    for (const folder of ANSWERING) {
      expect(files.some(({ path }) => path.startsWith(join(repository, folder)))).toBe(true)
    }
    expect(files.length).toBeGreaterThan(100)
    expect(textsWrittenInPlace(files)).toEqual([])
  })

  it('would notice a text written in place', () => {
    const written = [
      "throw notFound('Vehicle not found.')",
      "throw new Problem(409, problemTitles[409], 'Already there.')",
      "throw validationProblem({ Email: 'Taken' })",
      'export const userMessages = {',
      "return text(res, 400, 'Cannot change transports mid-connection')",
      "refuse(socket, 409, 'Conflict')",
      "this.write(handshakeError(`Requested protocol 'messagepack' is not available.`))",
      "this.write(completionError(record.invocationId, `Unknown hub method 'Nope'`))",
      "return { status: 404, body: 'No Connection with that ID' }",
      "connection.close({ error: 'The access token expired.', allowReconnect: true })",
      ".set({ status: 'timed_out', failureReason: 'The device never answered the command.' })",
      'throw new ODataError(\n  option,\n  `Longer than 2000 characters`,\n  input,\n)',
      "if (!found) throw fail('Unknown field', expression)",
      "this.expect('close', \"Expected ')'\")",
      "await answer('error', `This tracker model cannot lock.`)",
      'await app.notifier.sms({ to, body: `Your Vigil code is 123456.` })',
    ].map((text, index) => ({ path: join(repository, `example${index}.ts`), text }))
    expect(textsWrittenInPlace(written)).toHaveLength(written.length)
  })

  it('leave comments, empty bodies and texts from the catalogue alone', () => {
    const fine = [
      "/** A 400 with messages per field: `validationProblem({ Email: 'Please provide a valid email address' })`. */",
      "// refuse(socket, 409, 'Conflict')",
      "const unauthorized = (res) => text(res, 401, '', { 'WWW-Authenticate': 'Bearer' })",
      'refuse(socket, 409, problemTitles[409])',
      'throw fail(listQueryMessages.unknownField, expression)',
    ].map((text, index) => ({ path: join(repository, `example${index}.ts`), text }))
    expect(textsWrittenInPlace(fine)).toEqual([])
  })
})
