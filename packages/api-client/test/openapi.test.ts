import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'

interface Operation {
  operationId: string
  parameters?: { in: string; name: string; schema: { type?: string } }[]
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>
}

const document = JSON.parse(await readFile(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, unknown> }
}
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods))
const isObjectSchema = (schema: Record<string, unknown>) => schema.type === 'object' || 'properties' in schema

describe('the OpenAPI document the client is generated from', () => {
  it('names every answer and request body that is an object, so each noun is one model', () => {
    const inline = operations.flatMap((operation) => {
      const schemas = [
        operation.requestBody?.content['application/json']?.schema,
        operation.responses['200']?.content?.['application/json']?.schema,
      ]
      return schemas.filter((schema) => schema && isObjectSchema(schema)).map(() => operation.operationId)
    })
    expect(inline).toEqual([])
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Vehicle', 'Device', 'CompanyUser', 'Company', 'Session', 'CommandAnswer', 'NewAgent']),
    )
  })

  it('documents every id in a path as an integer', () => {
    const ids = operations.flatMap((operation) =>
      (operation.parameters ?? []).filter((parameter) => parameter.in === 'path' && /id$/i.test(parameter.name)),
    )
    expect(ids.length).toBeGreaterThan(10)
    expect(ids.filter((parameter) => parameter.name !== 'commandId').map((parameter) => parameter.schema.type)).toEqual(
      ids.filter((parameter) => parameter.name !== 'commandId').map(() => 'integer'),
    )
  })
})
