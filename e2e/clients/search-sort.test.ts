// Issue #14: the clients list searches names, make variant and registration on the server and sorts four ways; a
// Company-Admin sees only their companies' holders, under 'Users'.
import { describe, expect, it } from 'vitest'
import { demoEmail, expectNoAxeViolations, newPage, signIn, waitForPath } from '../harness/index.ts'
import { announcementsSettled, apiAs, clientNames, search, shoot } from './fleet.ts'

interface Holder {
  id: number
  firstName: string
  lastName: string
  tamperActive: boolean
}

const holdersQuery = encodeURIComponent("role eq 'Account-Holder' and totalNumberOfVehiclesWithDevice gt 0")

describe('clients list search and sort', () => {
  it('searches and sorts', async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await page.locator('[data-testid="client-list"]').waitFor()
    await shoot(page, 'clients')
    await announcementsSettled(page)
    await expectNoAxeViolations(page)

    const { items } = await apiAs<{ items: Holder[] }>(`/Users?$filter=${holdersQuery}&$pagesize=50`)
    const fullName = (holder: Holder) => `${holder.firstName} ${holder.lastName}`
    const byFirst = [...items].sort((a, b) => a.firstName.localeCompare(b.firstName)).map(fullName)

    await page.getByRole('button', { name: /Sort by/ }).click()
    await page.getByRole('option', { name: 'A - Z' }).click()
    await expect.poll(() => clientNames(page)).toEqual(byFirst.slice(0, 20))
    await page.getByRole('button', { name: /Sort by/ }).click()
    await page.getByRole('option', { name: 'Z - A' }).click()
    await expect.poll(() => clientNames(page)).toEqual([...byFirst].reverse().slice(0, 20))
    await page.getByRole('button', { name: /Sort by/ }).click()
    await page.getByRole('option', { name: 'Active alerts' }).click()
    const alerted = items.filter((holder) => holder.tamperActive).map(fullName)
    await expect.poll(async () => (await clientNames(page)).slice(0, alerted.length).sort()).toEqual(alerted.sort())
    await page.getByRole('button', { name: /Sort by/ }).click()
    await page.getByRole('option', { name: 'Latest' }).click()
    await expect.poll(() => clientNames(page)).toEqual(items.map(fullName).slice(0, 20))

    // Names, ignoring case.
    await search(page, 'nKOSi')
    await expect.poll(() => clientNames(page)).toEqual(['Thandi Nkosi'])
    // A registration: every holder with a vehicle of that plate.
    const { items: vehicles } = await apiAs<{ items: { userId: number; registrationNumber: string }[] }>(
      `/Vehicles?$filter=${encodeURIComponent("registrationNumber eq 'DKW 441 EC'")}`,
    )
    const owners = items.filter((holder) => vehicles.some((vehicle) => vehicle.userId === holder.id)).map(fullName)
    await search(page, 'dkw 441')
    await expect.poll(async () => (await clientNames(page)).sort()).toEqual(owners.sort())
    await search(page, 'no such client zz')
    await page.getByText('No clients found').waitFor()
  })

  it("shows a Company-Admin only their companies' holders, as Users", async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Company-Admin'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await page.locator('[data-testid="client-list"]').waitFor()
    await page.getByRole('searchbox', { name: 'Search users' }).waitFor()
    const { items } = await apiAs<{ items: Holder[] }>(`/Users?$filter=${holdersQuery}&$pagesize=50`, 'Company-Admin')
    const theirs = items.map((holder) => `${holder.firstName} ${holder.lastName}`)
    expect(theirs.length).toBeGreaterThan(0)
    await expect.poll(async () => (await clientNames(page)).sort()).toEqual([...theirs].sort())
    expect(await clientNames(page)).not.toContain('Thandi Nkosi')
  })
})
