import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ListPager } from './ListPager.tsx'

const meta = {
  title: 'Foundations/ListPager',
  component: ListPager,
  args: { pageIndex: 0, pageSize: 50, totalCount: 123, onPageChange: fn() },
} satisfies Meta<typeof ListPager>
export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('1–50 of 123')
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(1)
  },
}

export const LastPage: Story = {
  args: { pageIndex: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('101–123 of 123')
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

export const NamedByOrder: Story = { args: { pageIndex: 1, previousLabel: 'Newer', nextLabel: 'Older' } }
