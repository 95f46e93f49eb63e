import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  beyondKnown,
  commandStateWritesIn,
  findInWorkspace,
  httpBelowRoutesIn,
  sqlInRouteFileIn,
} from '../src/server-layers.ts'
import { HTTP_STILL_BELOW_ROUTES, SQL_STILL_IN_ROUTES } from './still-to-mend.ts'

const repoRoot = resolve(import.meta.dirname, '../..')

describe('the server keeps request -> route -> service -> store', () => {
  it('has no Fastify type or HTTP answer below the route layer beyond the places still to mend', () => {
    expect(beyondKnown(findInWorkspace(repoRoot, httpBelowRoutesIn), HTTP_STILL_BELOW_ROUTES)).toEqual({
      fresh: [],
      mended: [],
    })
  })

  it('has no SQL in a route file beyond the places still to mend', () => {
    expect(beyondKnown(findInWorkspace(repoRoot, sqlInRouteFileIn), SQL_STILL_IN_ROUTES)).toEqual({
      fresh: [],
      mended: [],
    })
  })

  it("has one writer of a command's state: CommandService", () => {
    expect(findInWorkspace(repoRoot, commandStateWritesIn)).toEqual([])
  })
})

describe('the HTTP-below-routes check', () => {
  // The alarm work as it was before issue #31 mended it.
  const alarmWork = [
    "import { notFound, Problem } from '@vigil/server-kit'",
    "import type { FastifyRequest } from 'fastify'",
    "type Caller = Pick<FastifyRequest, 'user' | 'scope'>",
    'export async function alarmInScope(db: Database, caller: Caller, alarmId: number) {',
    '  if (!row) throw notFound(notFoundMessages.alarm)',
    '}',
    "const failed = Object.assign(new Error('gone'), { statusCode: 410 })",
    'const answer = (reply) => reply.code(409).send()',
  ].join('\n')

  it('names each HTTP import, answer and status code below the route layer, with what to do instead', () => {
    const findings = httpBelowRoutesIn('services/api/src/alarms/work.ts', alarmWork)
    expect(findings.map(({ line, found }) => [line, found])).toEqual([
      [1, "uses server-kit's HTTP answer notFound"],
      [1, "uses server-kit's HTTP answer Problem"],
      [2, 'imports fastify'],
      [7, 'sets or reads an HTTP statusCode'],
      [8, 'answers through reply.code'],
    ])
    expect(findings[0]?.instead).toMatch(/return a result or a domain refusal .* let the route map it to a problem/)
  })

  it('lets the route layer answer in HTTP: area plugins, the http folder, the app', () => {
    for (const file of [
      'services/api/src/areas/alarm-desk/index.ts',
      'services/api/src/areas/contract.ts',
      'services/api/src/http/rate-limits.ts',
      'services/burnin/src/routes.ts',
    ])
      expect(httpBelowRoutesIn(file, alarmWork)).toEqual([])
  })

  it('finds HTTP in the server packages below it too (db, devices, domain)', () => {
    expect(httpBelowRoutesIn('packages/devices/src/commands/request.ts', alarmWork)).toHaveLength(5)
  })
})

describe('the SQL-in-routes check', () => {
  const route = [
    "import { vehicles } from '@vigil/db/schema'",
    "import { eq, sql } from 'drizzle-orm'",
    'app.get("/x", async () => {',
    '  const rows = await app.db.select().from(vehicles).where(eq(vehicles.id, 1))',
    '  return sql`select 1`',
    '})',
  ].join('\n')

  it('names the tables, drizzle, raw SQL and queries run in a route file', () => {
    expect(sqlInRouteFileIn('services/api/src/areas/vehicles/index.ts', route).map((f) => [f.line, f.found])).toEqual([
      [1, 'imports the tables (@vigil/db/schema)'],
      [2, 'imports drizzle-orm'],
      [4, 'runs app.db.select(...)'],
      [5, 'writes sql`...`'],
    ])
  })

  it("leaves the area's store alone", () => {
    expect(sqlInRouteFileIn('services/api/src/areas/vehicles/store.ts', route)).toEqual([])
  })
})

describe("the command state's one writer", () => {
  // Burn-in's withdrawal as it was before issue #31 sent it through CommandService, and a raw statement.
  const burnIn = [
    'await this.db',
    '  .update(commands)',
    "  .set({ status: 'expired' })",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template
    "await db.execute(sql`update ${commands} set status = 'failed'`)",
    'await client.query("insert into commands (status) values (\'queued\')")',
  ].join('\n')

  it('names each write of the commands table outside CommandService', () => {
    const findings = commandStateWritesIn('services/burnin/src/platform-port.ts', burnIn)
    expect(findings.map(({ line, found }) => [line, found])).toEqual([
      [1, 'update(commands)'],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: what the finding quotes from the fixture's source
      [4, 'writes the commands table in SQL (update ${commands})'],
      [5, 'writes the commands table in SQL (insert into commands)'],
    ])
    expect(findings[0]?.instead).toMatch(/only CommandService/)
  })

  it("lets CommandService's folder write it", () => {
    expect(commandStateWritesIn('packages/devices/src/commands/delivery.ts', burnIn)).toEqual([])
  })
})

describe('the list of places still to mend', () => {
  const finding = { file: 'a.ts', line: 1, found: 'imports fastify', instead: 'do not' }

  it('fails on a finding it does not list, and on an entry nothing is found for any more', () => {
    expect(beyondKnown([finding], {})).toEqual({ fresh: ['a.ts:1 imports fastify: do not'], mended: [] })
    expect(beyondKnown([], { 'a.ts': ['imports fastify'] })).toEqual({
      fresh: [],
      mended: ['a.ts: imports fastify (mended: take it out of the list)'],
    })
    expect(beyondKnown([finding], { 'a.ts': ['imports fastify'] })).toEqual({ fresh: [], mended: [] })
  })
})
