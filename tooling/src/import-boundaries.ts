import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

/** A workspace package: its folder, its name and what it lets others import (`.`, `./testing`, ...). */
export type WorkspacePackage = {
  dir: string
  name: string
  entryPoints: Set<string>
  dependsOn: Set<string>
}

/** One import that crosses a package boundary other than through the imported package's name and entry points. */
export type BoundaryCrossing = { file: string; specifier: string; reason: string }

const codeFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'))

/** The folders pnpm-workspace.yaml lists (`packages/*` expanded to each folder holding a package.json). */
function workspaceFolders(root: string): string[] {
  const listed = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s*-\s*['"]?([^'"#\s]+)['"]?/.exec(line)?.[1])
    .filter((entry): entry is string => entry !== undefined)
  return listed.flatMap((entry) => {
    if (!entry.endsWith('/*')) return [join(root, entry)]
    const parent = join(root, entry.slice(0, -2))
    if (!existsSync(parent)) return []
    return readdirSync(parent, { withFileTypes: true })
      .filter((child) => child.isDirectory())
      .map((child) => join(parent, child.name))
  })
}

/** The root project and every workspace package, each with its entry points and declared dependencies. */
export function workspacePackages(root: string): WorkspacePackage[] {
  return [root, ...workspaceFolders(root)]
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = readJson(join(dir, 'package.json'))
      const exportsField = manifest.exports
      const entryPoints = new Set<string>(
        exportsField === undefined
          ? ['.']
          : typeof exportsField === 'string' || !Object.keys(exportsField).some((key) => key.startsWith('.'))
            ? ['.']
            : Object.keys(exportsField),
      )
      const dependsOn = new Set<string>([
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.devDependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}),
      ])
      return { dir, name: manifest.name as string, entryPoints, dependsOn }
    })
}

/** Source files git knows or would add (tracked and untracked, not ignored), outside node_modules. */
export function sourceFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
  return listed
    .split('\0')
    .filter((file) => codeFile.test(file) && !file.split('/').includes('node_modules'))
    .map((file) => join(root, file))
    .filter((file) => existsSync(file))
}

/** `@vigil/api/testing` -> ['@vigil/api', './testing']; `fastify` -> ['fastify', '.']. */
function splitSpecifier(specifier: string): [string, string] {
  const parts = specifier.split('/')
  const length = specifier.startsWith('@') ? 2 : 1
  const rest = parts.slice(length).join('/')
  return [parts.slice(0, length).join('/'), rest ? `./${rest}` : '.']
}

/**
 * Every import in `files` that reaches into another package by path (`../../services/api/src/...`), names an entry
 * point a workspace package does not export, or uses a workspace package its own package.json does not declare.
 */
export function findBoundaryCrossings(root: string, files: string[] = sourceFiles(root)): BoundaryCrossing[] {
  const packages = workspacePackages(root).sort((a, b) => b.dir.length - a.dir.length)
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]))
  const ownerOf = (file: string) => packages.find((pkg) => pkg.dir === root || file.startsWith(pkg.dir + sep))!
  const crossings: BoundaryCrossing[] = []
  for (const file of files) {
    const owner = ownerOf(file)
    const shown = relative(root, file)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName: specifier } of importedFiles) {
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        const target = ownerOf(resolve(dirname(file), specifier))
        // The workspace root holds the build's own tooling (scripts/, .storybook/) that packages' configs load.
        if (target !== owner && target.dir !== root) {
          crossings.push({ file: shown, specifier, reason: `reaches into ${target.name} by path` })
        }
        continue
      }
      const [name, entryPoint] = splitSpecifier(specifier)
      const target = byName.get(name)
      if (!target || target === owner) continue
      if (!target.entryPoints.has(entryPoint)) {
        crossings.push({ file: shown, specifier, reason: `${name} exports no ${entryPoint}` })
      } else if (!owner.dependsOn.has(name)) {
        crossings.push({ file: shown, specifier, reason: `${owner.name} does not declare ${name}` })
      }
    }
  }
  return crossings
}
