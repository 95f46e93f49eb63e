import { readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import ts from 'typescript'
import { sourceFiles } from './import-boundaries.ts'

// The server reads request -> route -> service -> store (docs/style.md). Three rules keep it that way, each checked
// over the workspace's source: HTTP stays in the route layer, SQL stays out of route files, and a command's state has
// one writer. Each finding says what to write instead.

/** One place a rule is broken: the file (from the workspace root), the line, what is there, and what to do instead. */
export type Finding = { file: string; line: number; found: string; instead: string }

/**
 * The route layer, where Fastify and HTTP answers belong: in each service, an area's plugin
 * (`src/areas/<area>/index.ts`), the areas' registry and route kit (`src/areas/*.ts`), the HTTP plumbing folder
 * (`src/http/`), and the files that build the Fastify app (`src/app.ts`, `src/server.ts`, `src/main.ts`,
 * `src/routes.ts`, and the plugins `src/web/` and `src/ops/` that serve pages and metrics).
 */
export const ROUTE_LAYER = [
  /^services\/[^/]+\/src\/areas\/[^/]+\/index\.ts$/,
  /^services\/[^/]+\/src\/areas\/[^/]+\.ts$/,
  /^services\/[^/]+\/src\/http\//,
  /^services\/[^/]+\/src\/(app|server|main|routes)\.ts$/,
  /^services\/[^/]+\/src\/(web|ops)\//,
]

/**
 * Below the route layer: the rest of each service's src (services, stores, ingest, device platform...) and the server
 * packages that hold rules and data (db, devices, device-protocols, domain). server-kit and hub are the HTTP kit
 * and the hub's own endpoint: HTTP is what they are for.
 */
const BELOW_ROUTES = [/^services\/[^/]+\/src\//, /^packages\/(db|devices|device-protocols|domain)\/src\//]

/** Route files: where a route is declared (an area's plugin, a service's route table). */
export const ROUTE_FILES = [/^services\/[^/]+\/src\/areas\/[^/]+\/index\.ts$/, /^services\/[^/]+\/src\/routes\.ts$/]

/** Where a command's state may change: CommandService and the SQL it lends ingest to confirm commands. */
export const COMMAND_STATE_HOME = 'packages/devices/src/commands/'

const testFile = /\.(test|spec|stories)\.[cm]?[jt]sx?$|(^|\/)(test|tests|e2e)\//

/** The modules whose import alone is HTTP. */
const httpModule = /^(fastify|fastify\/.*|@fastify\/.*|http-errors)$/

/** server-kit's HTTP answers and request readers (the problem it throws carries a status). */
const HTTP_ANSWERS = new Set(['Problem', 'validationProblem', 'unauthorized', 'forbidden', 'notFound', 'signedInUser'])

const matches = (patterns: RegExp[], file: string) => patterns.some((pattern) => pattern.test(file))

const isRouteLayer = (file: string) => matches(ROUTE_LAYER, file)

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1

const parse = (file: string, text: string) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )

/** Visits every node of a file. */
function walk(source: ts.SourceFile, visit: (node: ts.Node) => void): void {
  const each = (node: ts.Node): void => {
    visit(node)
    ts.forEachChild(node, each)
  }
  each(source)
}

const moduleOf = (node: ts.Node): string | undefined =>
  (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
  node.moduleSpecifier &&
  ts.isStringLiteral(node.moduleSpecifier)
    ? node.moduleSpecifier.text
    : undefined

const importedNames = (node: ts.ImportDeclaration): string[] => {
  const bindings = node.importClause?.namedBindings
  return bindings && ts.isNamedImports(bindings)
    ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
    : []
}

const HTTP_INSTEAD =
  'below the route layer (areas/<area>/index.ts, areas/*.ts, http/, the app, server, main, routes files, web/, ' +
  "ops/): return a result or a domain refusal (`{ refused: 'resolved' }`, `undefined` for none) and let the route " +
  'map it to a problem (409, 404...); take plain values (user id, a Caller from @vigil/db/scope), not a request'

/** HTTP in one file below the route layer: Fastify or HTTP-error imports, server-kit's answers, status codes. */
export function httpBelowRoutesIn(file: string, text: string): Finding[] {
  if (!matches(BELOW_ROUTES, file) || isRouteLayer(file) || testFile.test(file)) return []
  const source = parse(file, text)
  const findings: Finding[] = []
  const found = (node: ts.Node, what: string) =>
    findings.push({ file, line: lineOf(source, node), found: what, instead: HTTP_INSTEAD })
  walk(source, (node) => {
    const module = moduleOf(node)
    if (module && httpModule.test(module)) found(node, `imports ${module}`)
    if (module === '@vigil/server-kit' && ts.isImportDeclaration(node)) {
      for (const name of importedNames(node).filter((name) => HTTP_ANSWERS.has(name)))
        found(node, `uses server-kit's HTTP answer ${name}`)
    }
    if (ts.isIdentifier(node) && node.text === 'statusCode') found(node, 'sets or reads an HTTP statusCode')
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'reply' &&
      ['code', 'status', 'send'].includes(node.name.text)
    )
      found(node, `answers through reply.${node.name.text}`)
  })
  return findings
}

const SQL_INSTEAD =
  "move the query into the area's store.ts (or its service) and call that from the route: a route validates, " +
  'authorises, calls one service function and shapes the answer'

/** SQL in one route file: drizzle, the schema's tables, raw statements, or a query run on the database. */
export function sqlInRouteFileIn(file: string, text: string): Finding[] {
  if (!matches(ROUTE_FILES, file)) return []
  const source = parse(file, text)
  const findings: Finding[] = []
  const found = (node: ts.Node, what: string) =>
    findings.push({ file, line: lineOf(source, node), found: what, instead: SQL_INSTEAD })
  walk(source, (node) => {
    const module = moduleOf(node)
    if (module && /^drizzle-orm(\/|$)/.test(module)) found(node, `imports ${module}`)
    if (module === '@vigil/db/schema') found(node, 'imports the tables (@vigil/db/schema)')
    if (module === '@vigil/db' && ts.isImportDeclaration(node) && importedNames(node).includes('queryRows'))
      found(node, 'imports queryRows')
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql') found(node, 'writes sql`...`')
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['select', 'insert', 'update', 'delete', 'execute', 'transaction'].includes(node.expression.name.text) &&
      /(^|\.)(db|tx)$/.test(node.expression.expression.getText(source))
    )
      found(node, `runs ${node.expression.expression.getText(source)}.${node.expression.name.text}(...)`)
  })
  return findings
}

const COMMAND_INSTEAD =
  "only CommandService (packages/devices/src/commands) changes a command's state: call request, handleResult, " +
  'withdraw or sweep, or give CommandService the new transition (with its tests on both databases)'

/** A raw statement that writes the commands table, whether named as text or through the table object. */
const commandsStatement = /\b(update|insert\s+into|delete\s+from)\s+("?commands"?|\$\{\s*commands\s*\})(\s|$|`)/i

/** Writes of the commands table in one file outside CommandService's folder. */
export function commandStateWritesIn(file: string, text: string): Finding[] {
  if (file.startsWith(COMMAND_STATE_HOME) || testFile.test(file) || file.startsWith('tooling/')) return []
  const source = parse(file, text)
  const findings: Finding[] = []
  const found = (node: ts.Node, what: string) =>
    findings.push({ file, line: lineOf(source, node), found: what, instead: COMMAND_INSTEAD })
  walk(source, (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['update', 'insert', 'delete'].includes(node.expression.name.text) &&
      node.arguments.length === 1 &&
      ts.isIdentifier(node.arguments[0]!) &&
      node.arguments[0].text === 'commands'
    )
      found(node, `${node.expression.name.text}(commands)`)
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node) || ts.isTemplateExpression(node)) {
      const written = commandsStatement.exec(node.getText(source))
      if (written) found(node, `writes the commands table in SQL (${written[0].trim()})`)
    }
  })
  return findings
}

/** Every finding of `rule` over the workspace's source files. */
export function findInWorkspace(root: string, rule: (file: string, text: string) => Finding[]): Finding[] {
  return sourceFiles(root).flatMap((path) => {
    const file = relative(root, path).split(sep).join('/')
    return rule(file, readFileSync(path, 'utf8'))
  })
}

/** A finding as one line of a failure message. */
export const describeFinding = ({ file, line, found, instead }: Finding) => `${file}:${line} ${found}: ${instead}`

/** Findings written down as still to mend: file -> what was found there (`Finding.found`). */
export type KnownFindings = Record<string, readonly string[]>

/**
 * The findings `known` does not list (the next violation), and the entries of `known` nothing was found for any more
 * (mended: the entry must go, so the list only shrinks).
 */
export function beyondKnown(findings: Finding[], known: KnownFindings): { fresh: string[]; mended: string[] } {
  const fresh = findings.filter((finding) => !known[finding.file]?.includes(finding.found)).map(describeFinding)
  const mended = Object.entries(known).flatMap(([file, founds]) =>
    founds
      .filter((found) => !findings.some((finding) => finding.file === file && finding.found === found))
      .map((found) => `${file}: ${found} (mended: take it out of the list)`),
  )
  return { fresh, mended }
}
