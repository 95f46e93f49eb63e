import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/** The index of each package whose exported types make up the product's vocabulary. */
export const PACKAGE_INDEXES = {
  '@vigil/domain': fileURLToPath(new URL('../../domain/src/index.ts', import.meta.url)),
  '@vigil/ui': fileURLToPath(new URL('../../ui/src/index.ts', import.meta.url)),
  '@vigil/api-client': fileURLToPath(new URL('../src/index.ts', import.meta.url)),
} as const

export type PackageName = keyof typeof PACKAGE_INDEXES

export const CONTRACT_TYPES_FILE = fileURLToPath(new URL('./contract.types.ts', import.meta.url))

/** A program over the package indexes (and the contract check), compiled as the packages' own configs would. */
export const createProgram = (): ts.Program =>
  ts.createProgram([...Object.values(PACKAGE_INDEXES), CONTRACT_TYPES_FILE], {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['source'],
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  })

/** The names a package's index exports as types (interfaces, type aliases, classes, enums), each with its type. */
export const exportedTypes = (program: ts.Program, index: string): Map<string, ts.Type> => {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(index)
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) throw new Error(`Cannot read the exports of ${index}`)
  const types = new Map<string, ts.Type>()
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    if (!(symbol.flags & ts.SymbolFlags.Type)) continue
    types.set(exported.name, checker.getDeclaredTypeOfSymbol(symbol))
  }
  return types
}

/** Every type name exported by more than one package, with the packages that export it. */
export const sharedTypeNames = (program: ts.Program): Map<string, PackageName[]> => {
  const owners = new Map<string, PackageName[]>()
  for (const [name, index] of Object.entries(PACKAGE_INDEXES) as [PackageName, string][]) {
    for (const type of exportedTypes(program, index).keys()) owners.set(type, [...(owners.get(type) ?? []), name])
  }
  return new Map([...owners].filter(([, packages]) => packages.length > 1))
}
