import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { SearchSortBar, type SearchSortBarProps } from './SearchSortBar.tsx'

const clientSorts = [
  { id: 'latest', label: 'Latest' },
  { id: 'alerts', label: 'Active alerts' },
  { id: 'az', label: 'A - Z' },
  { id: 'za', label: 'Z - A' },
]

function LiveBar(props: SearchSortBarProps) {
  const [text, setText] = useState(props.searchText)
  const [sort, setSort] = useState(props.sortKey)
  const [filter, setFilter] = useState(props.filterKey)
  return (
    <SearchSortBar
      {...props}
      searchText={text}
      onSearchChange={(next) => {
        setText(next)
        props.onSearchChange(next)
      }}
      sortKey={sort}
      onSortChange={(next) => {
        setSort(next)
        props.onSortChange(next)
      }}
      filterKey={filter}
      onFilterChange={(next) => {
        setFilter(next)
        props.onFilterChange?.(next)
      }}
    />
  )
}

const meta = {
  title: 'Navigation/SearchSortBar',
  component: SearchSortBar,
  args: {
    searchText: '',
    onSearchChange: fn(),
    sortOptions: clientSorts,
    sortKey: 'latest',
    onSortChange: fn(),
    filters: [{ id: 'all', label: 'All' }],
    filterKey: 'all',
    onFilterChange: fn(),
  },
  render: (args) => <LiveBar {...args} />,
} satisfies Meta<typeof SearchSortBar>
export default meta
type Story = StoryObj<typeof meta>

export const Clients: Story = {}
export const WithSearchText: Story = { args: { searchText: 'Nkosi', sortKey: 'az' } }
export const Companies: Story = {
  args: {
    sortOptions: [
      { id: 'latest', label: 'Latest' },
      { id: 'az', label: 'A - Z' },
      { id: 'za', label: 'Z - A' },
    ],
  },
}
export const WithoutFilters: Story = { args: { filters: undefined, sortOptions: [{ id: 'latest', label: 'Latest' }] } }

export const SearchesAndSorts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'CA 123')
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('CA 123')
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Z - A' }))
    await expect(args.onSortChange).toHaveBeenCalledWith('za')
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked()
  },
}
