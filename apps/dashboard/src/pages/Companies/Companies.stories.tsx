import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Company } from '@vigil/api-client'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { API, pageStory, pending } from '../../stories/pageStory.tsx'

// More companies than one page holds: the list must say how many there are and page through them on the server.
const companies: Company[] = Array.from({ length: 52 }, (_, n) => ({
  id: n + 1,
  name: `Haulage ${String(n + 1).padStart(2, '0')}`,
  createdOnDateTime: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
  companyUsers: [],
  vehicles: [],
}))

// The server's answer to the page's query: contains(name,'…'), name or newest order, and the page asked for.
const answers = [
  http.get(`${API}/Companies`, ({ request }) => {
    const query = new URL(request.url).searchParams
    const needle = /contains\(name,'(.*)'\)/.exec(query.get('$filter') ?? '')?.[1]?.replaceAll("''", "'")
    const found = companies.filter((company) => !needle || company.name.toLowerCase().includes(needle.toLowerCase()))
    const order = query.get('$orderby') ?? ''
    if (order.startsWith('name')) found.sort((a, b) => a.name.localeCompare(b.name) * (order.endsWith('desc') ? -1 : 1))
    else found.sort((a, b) => b.createdOnDateTime.localeCompare(a.createdOnDateTime))
    const pageSize = Number(query.get('$pagesize') ?? 50)
    const pageIndex = Number(query.get('$pageindex') ?? 0)
    const items = found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)
    return HttpResponse.json({ items, totalCount: found.length, pageIndex, pageSize })
  }),
]

// The page's code and each answer, on a loaded machine, take longer than a find's default second.
const ANSWER = { timeout: 10_000 }

// Looked at in the browser at 1280 and 375 px like the other data pages: loki does not wait for MSW's answers.
const meta = {
  title: 'Dashboard/Pages/Companies',
  parameters: { layout: 'fullscreen', loki: { skip: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const MoreThanOnePage: Story = {
  ...pageStory({ path: '/agent/companies/all', role: 'Technical-Agent', handlers: answers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Haulage 52', undefined, ANSWER)).toBeVisible()
    await expect(canvas.getByText('1–50 of 52')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('51–52 of 52', undefined, ANSWER)).toBeVisible()
    await expect(canvas.getByText('Haulage 01')).toBeVisible()
  },
}

export const SearchedByTheServer: Story = {
  ...pageStory({ path: '/agent/companies/all', role: 'Technical-Agent', handlers: answers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Haulage 52', undefined, ANSWER)
    await userEvent.type(canvas.getByRole('searchbox'), 'e 0')
    await expect(await canvas.findByText('1–9 of 9', undefined, ANSWER)).toBeVisible()
  },
}

export const NoneFound: Story = {
  ...pageStory({ path: '/agent/companies/all', role: 'Technical-Agent', handlers: answers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Haulage 52', undefined, ANSWER)
    await userEvent.type(canvas.getByRole('searchbox'), 'zz')
    await expect(await canvas.findByText('No company matches the search', undefined, ANSWER)).toBeVisible()
  },
}

export const Loading: Story = {
  ...pageStory({ path: '/agent/companies/all', role: 'Technical-Agent', handlers: [pending('get', '/Companies')] }),
}

/** The list call fails: the page says the companies could not load, never that there are none. */
export const Failed: Story = {
  ...pageStory({
    path: '/agent/companies/all',
    role: 'Technical-Agent',
    handlers: [http.get(`${API}/Companies`, () => HttpResponse.json({}, { status: 503 }))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The companies could not load', undefined, ANSWER)).toBeVisible()
    await expect(canvas.queryByText('No companies yet')).toBeNull()
  },
}
