import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { sourceFiles, workspacePackages } from './import-boundaries.ts'

// A file that imports, through any chain, a file that imports it back cannot be read, tested or moved on its own,
// and its module's order of evaluation decides whether a value is there yet. Type-only imports count: the loop is
// in the design even when the emitted code drops it. Written here rather than taken from madge or dpdm: they resolve
// through a bundler config or tsconfig paths, and this workspace resolves its packages by their `exports` (source
// condition), which the boundary check already reads; a graph and Tarjan's algorithm are sixty lines.

const testOrStory = /\.(test|spec|stories|fixture)\.[cm]?[jt]sx?$|[\\/](test|tests|stories)[\\/]/

/** One loop: the files in import order, the first repeated at the end. */
export type ImportLoop = string[]

const extensions = ['', '.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx']

const asFile = (path: string): string | undefined =>
  extensions.map((ext) => path + ext).find((candidate) => existsSync(candidate) && statSync(candidate).isFile())

/** The path a package's entry point names for source (`exports['./x'].source`, or the plain string). */
function entryFile(dir: string, entryPoint: string): string | undefined {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const exportsField = manifest.exports
  let target: unknown =
    exportsField === undefined
      ? (manifest.main ?? 'index.ts')
      : typeof exportsField === 'string'
        ? exportsField
        : (exportsField[entryPoint] ?? (entryPoint === '.' ? exportsField : undefined))
  if (target && typeof target === 'object') {
    const conditions = target as Record<string, unknown>
    target = conditions.source ?? conditions.import ?? conditions.default
  }
  return typeof target === 'string' ? asFile(resolve(dir, target)) : undefined
}

/** Every file each file imports (relative paths and workspace packages' entry points), within `files`. */
export function importGraph(root: string, files: string[] = sourceFiles(root)): Map<string, string[]> {
  const packages = workspacePackages(root)
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg.dir]))
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = new Set<string>()
    for (const { fileName: specifier } of importedFiles) {
      let target: string | undefined
      if (specifier.startsWith('./') || specifier.startsWith('../')) target = asFile(resolve(dirname(file), specifier))
      else {
        const parts = specifier.split('/')
        const length = specifier.startsWith('@') ? 2 : 1
        const dir = byName.get(parts.slice(0, length).join('/'))
        const rest = parts.slice(length).join('/')
        if (dir) target = entryFile(dir, rest ? `./${rest}` : '.')
      }
      if (target && known.has(target) && target !== file) targets.add(target)
    }
    graph.set(file, [...targets])
  }
  return graph
}

/** Loops between files: each strongly connected group of files, as one loop through some of them. */
export function findImportLoops(root: string, files: string[] = sourceFiles(root)): ImportLoop[] {
  return loopsIn(root, importGraph(root, files))
}

/**
 * Loops between folders (`packages/domain/src/vehicles` imports `../hub`, which imports `../commands`, which imports
 * `../vehicles`): each folder is a module, and a loop of folders is one module split in places no one can see. A
 * folder and the folders inside it are one module here (an area's index registers its children, which use its kit).
 * Tests, stories and fixtures are left out: nothing imports them, so a story in a page's folder that uses the shared
 * story kit (which renders that page) puts no loop in the product.
 */
export function findFolderLoops(root: string, files: string[] = sourceFiles(root)): ImportLoop[] {
  const nested = (a: string, b: string) => a.startsWith(b + sep) || b.startsWith(a + sep)
  const folders = new Map<string, Set<string>>()
  const product = files.filter((file) => !testOrStory.test(file))
  for (const [file, targets] of importGraph(root, product)) {
    const from = dirname(file)
    const edges = folders.get(from) ?? new Set<string>()
    folders.set(from, edges)
    for (const target of targets) {
      const to = dirname(target)
      if (to !== from && !nested(from, to)) edges.add(to)
    }
  }
  return loopsIn(root, new Map([...folders].map(([folder, edges]) => [folder, [...edges]])))
}

/** The strongly connected groups of more than one node (Tarjan), each as one loop through some of its nodes. */
function loopsIn(root: string, graph: Map<string, string[]>): ImportLoop[] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let next = 0
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: Array<{ file: string; edge: number }> = [{ file: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const edges = graph.get(frame.file) ?? []
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!
        if (!index.has(to)) {
          index.set(to, next)
          low.set(to, next++)
          stack.push(to)
          onStack.add(to)
          work.push({ file: to, edge: 0 })
        } else if (onStack.has(to)) low.set(frame.file, Math.min(low.get(frame.file)!, index.get(to)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!))
      if (low.get(frame.file) === index.get(frame.file)) {
        const group: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          group.push(member)
        } while (member !== frame.file)
        if (group.length > 1) groups.push(group)
      }
    }
  }
  const shown = (file: string) => relative(root, file).split(sep).join('/')
  return groups.map((group) => loopThrough(graph, new Set(group)).map(shown)).sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/** The shortest loop from the group's first file (by name) back to itself, staying inside the group. */
function loopThrough(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const to of graph.get(file) ?? []) {
      if (!group.has(to)) continue
      if (to === start) {
        const path = [file]
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!)
        return [...path, start]
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file)
        queue.push(to)
      }
    }
  }
  return [start, start]
}
