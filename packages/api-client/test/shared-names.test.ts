import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { CONTRACT_TYPES_FILE, createProgram, exportedTypes, PACKAGE_INDEXES, sharedTypeNames } from './shared-names.ts'

/**
 * Names @vigil/ui exports for a component's own view of a noun that differ from the contract's noun. None may: a
 * component's own view takes a name of its own (CompanyUserDetails, PlanOption, HistoryCardEntry...).
 */
const UI_NAMES_STILL_DIFFERENT: string[] = []

/** Names @vigil/ui exports that equal the contract's type; the last test below keeps them equal. */
const UI_NAMES_CHECKED = ['Region']

const program = createProgram()
const checker = program.getTypeChecker()

/** The names contract.types.ts asserts identical between @vigil/domain and @vigil/api-client. */
const checkedPairs = (): string[] => {
  const source = program.getSourceFile(CONTRACT_TYPES_FILE)
  const declaration = source?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'CheckedPairs',
  )
  if (!declaration) throw new Error('contract.types.ts has no CheckedPairs')
  return declaration.members.map((member) => (member.name as ts.Identifier).text)
}

describe('one definition per noun across @vigil/domain, @vigil/ui and @vigil/api-client', () => {
  const shared = sharedTypeNames(program)

  it('finds the exports of all three packages', () => {
    for (const index of Object.values(PACKAGE_INDEXES)) expect(exportedTypes(program, index).size).toBeGreaterThan(20)
    expect(shared.get('Vehicle')).toEqual(['@vigil/domain', '@vigil/api-client'])
  })

  it('checks every name two packages export: the domain and the client in contract.types.ts, the UI kit here', () => {
    const checked = new Set([...checkedPairs(), ...UI_NAMES_CHECKED, ...UI_NAMES_STILL_DIFFERENT])
    expect([...shared.keys()].filter((name) => !checked.has(name)).sort()).toEqual([])
  })

  it('keeps the checked names one type (each package’s type stands for the other’s)', () => {
    const types = Object.fromEntries(
      Object.entries(PACKAGE_INDEXES).map(([name, index]) => [name, exportedTypes(program, index)]),
    )
    const differing = [...shared]
      .filter(([name]) => !UI_NAMES_STILL_DIFFERENT.includes(name))
      .filter(([name, packages]) => {
        const each = packages.map((owner) => types[owner]?.get(name)).filter((type) => type !== undefined)
        return !each.every((a) => each.every((b) => checker.isTypeAssignableTo(a, b)))
      })
      .map(([name]) => name)
    expect(differing).toEqual([])
  })
})
