import { readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import ts from 'typescript'
import { sourceFiles } from './import-boundaries.ts'
import type { Finding } from './server-layers.ts'

// A wire shape (a REST body or answer, a hub push) is declared once, as a type in @vigil/domain, and the server's
// TypeBox schema of it is held to that type at compile time: `declares<Vehicle>()(Type.Object(...))` for an answer,
// `bodyCheckedBy(Body, struct)` for a body (its domain struct's type). The generated client's models are held equal
// to the domain's in packages/api-client/test/contract.types.ts, and the hub's push type has its own check
// (hub-push.ts). This check finds a named schema held to nothing, and a domain wire type declared a second time.

export const DOMAIN_SOURCE = 'packages/domain/src/'
/** The generated client's models: they are the contract's second reading, paired in contract.types.ts. */
export const GENERATED_MODELS = 'packages/api-client/src/generated/'

const testFile = /\.(test|spec|stories)\.[cm]?[jt]sx?$|(^|\/)(test|tests)\//

/** A schema the OpenAPI document names (`{ $id: 'Vehicle' }`), where it is, and what holds it to a domain type. */
export type NamedSchema = { name: string; file: string; line: number; variable?: string; heldTo?: string }

const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node)
  ts.forEachChild(node, (child) => walk(child, visit))
}

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1

/** `declares<Vehicle>()(...)` -> 'Vehicle'. */
function declaredType(expression: ts.Expression | undefined): string | undefined {
  if (!expression || !ts.isCallExpression(expression) || !ts.isCallExpression(expression.expression)) return undefined
  const inner = expression.expression
  if (!ts.isIdentifier(inner.expression) || inner.expression.text !== 'declares') return undefined
  const [type] = inner.typeArguments ?? []
  return type && ts.isTypeReferenceNode(type) ? type.typeName.getText() : undefined
}

/** The named schemas one file declares, and the schemas it hands to `bodyCheckedBy` (held to a domain struct). */
export function namedSchemasIn(file: string, text: string): { schemas: NamedSchema[]; bodyChecked: Set<string> } {
  const source = parse(file, text)
  const schemas: NamedSchema[] = []
  const bodyChecked = new Set<string>()
  walk(source, (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'bodyCheckedBy' &&
      node.arguments[0] &&
      ts.isIdentifier(node.arguments[0])
    )
      bodyChecked.add(node.arguments[0].text)
    if (!ts.isPropertyAssignment(node) || node.name.getText(source) !== '$id') return
    if (!ts.isStringLiteral(node.initializer)) return
    let at: ts.Node = node
    let heldTo: string | undefined
    while (at.parent && !ts.isVariableDeclaration(at)) {
      at = at.parent
      heldTo ??= ts.isCallExpression(at) ? declaredType(at) : undefined
    }
    const variable = ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) ? at.name.text : undefined
    schemas.push({ name: node.initializer.text, file, line: lineOf(source, node), variable, heldTo })
  })
  return { schemas, bodyChecked }
}

/** The type names a file declares at its top level (interfaces and type aliases), with their lines. */
export function declaredTypeNamesIn(file: string, text: string): Array<{ name: string; line: number }> {
  const source = parse(file, text)
  return source.statements
    .filter((statement) => ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement))
    .map((statement) => ({ name: statement.name.text, line: lineOf(source, statement) }))
}

const UNCHECKED_INSTEAD =
  'declare the shape once as a type in @vigil/domain and build the schema with declares<ThatType>()(...) ' +
  '(services/api/src/areas/contract.ts), or for a request body hand it to bodyCheckedBy(Body, domainStruct)'

const AGAIN_INSTEAD =
  "import the domain's type (@vigil/domain) instead of declaring a second one; a view of it takes a name of its own"

/**
 * Every wire shape held to nothing, and every domain wire type declared again, in `files` (path from the root ->
 * text). A domain wire type is one a schema is held to (`declares<T>`) or named after (its `$id`).
 */
export function wireShapeFindings(files: Map<string, string>): Finding[] {
  const schemas: NamedSchema[] = []
  const bodyChecked = new Set<string>()
  const domainTypes = new Set<string>()
  const declarations: Array<{ file: string; name: string; line: number }> = []
  for (const [file, text] of files) {
    if (testFile.test(file)) continue
    if (file.startsWith('services/') && /\/src\//.test(file)) {
      const found = namedSchemasIn(file, text)
      schemas.push(...found.schemas)
      for (const name of found.bodyChecked) bodyChecked.add(name)
    }
    for (const declared of declaredTypeNamesIn(file, text)) {
      if (file.startsWith(DOMAIN_SOURCE)) domainTypes.add(declared.name)
      else if (!file.startsWith(GENERATED_MODELS) && !file.startsWith('tooling/'))
        declarations.push({ file, ...declared })
    }
  }
  const findings: Finding[] = []
  const wireTypes = new Set<string>()
  for (const schema of schemas) {
    if (schema.heldTo) wireTypes.add(schema.heldTo)
    else if (domainTypes.has(schema.name)) wireTypes.add(schema.name)
    const checked = schema.heldTo !== undefined || (schema.variable !== undefined && bodyChecked.has(schema.variable))
    if (!checked)
      findings.push({
        file: schema.file,
        line: schema.line,
        found: `the schema ${schema.name} is held to no domain type`,
        instead: UNCHECKED_INSTEAD,
      })
  }
  for (const declaration of declarations) {
    if (!wireTypes.has(declaration.name) || !domainTypes.has(declaration.name)) continue
    findings.push({
      file: declaration.file,
      line: declaration.line,
      found: `declares the wire shape ${declaration.name} again`,
      instead: AGAIN_INSTEAD,
    })
  }
  return findings
}

/** The findings over the workspace's source. */
export function findWireShapeFindings(root: string): Finding[] {
  const files = new Map<string, string>()
  for (const path of sourceFiles(root)) {
    if (!/\.tsx?$/.test(path)) continue
    files.set(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8'))
  }
  return wireShapeFindings(files)
}
