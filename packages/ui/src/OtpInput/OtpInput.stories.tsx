import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OtpInput } from './OtpInput.tsx'

const slowAccept = (code: string) =>
  new Promise<boolean>((resolve) => setTimeout(() => resolve(code !== '000000'), 300))

const meta = {
  title: 'Inputs/OtpInput',
  component: OtpInput,
  args: { onComplete: fn(slowAccept) },
} satisfies Meta<typeof OtpInput>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithServerErrors: Story = {
  args: { errors: ['The confirmation code is invalid.', 'The confirmation code has expired.'] },
}
export const Disabled: Story = { args: { isDisabled: true } }

const boxesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox', { name: /Digit \d of 6/ }) as HTMLInputElement[]

export const TypingMovesFocusAndSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement)
    await expect(boxes).toHaveLength(6)
    await expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(boxes[0]).toHaveAttribute('inputmode', 'numeric')
    await userEvent.click(boxes[0]!)
    await userEvent.keyboard('1')
    await expect(boxes[1]).toHaveFocus()
    await userEvent.keyboard('x')
    await expect(boxes[1]).toHaveValue('')
    await userEvent.keyboard('23456')
    await expect(args.onComplete).toHaveBeenCalledWith('123456')
    for (const box of boxes) await expect(box).toBeDisabled()
    await waitFor(() => expect(boxes[0]).toBeEnabled())
    await expect(args.onComplete).toHaveBeenCalledTimes(1)
  },
}

export const BackspaceOnEmptyMovesBack: Story = {
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement)
    await userEvent.click(boxes[0]!)
    await userEvent.keyboard('12')
    await expect(boxes[2]).toHaveFocus()
    await userEvent.keyboard('{Backspace}')
    await expect(boxes[1]).toHaveFocus()
    await userEvent.keyboard('{Backspace}')
    await expect(boxes[1]).toHaveValue('')
    await expect(boxes[1]).toHaveFocus()
  },
}

export const PasteFillsAllSix: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement)
    await userEvent.click(boxes[2]!)
    await userEvent.paste('654 321')
    await expect(boxes.map((box) => box.value).join('')).toBe('654321')
    await expect(args.onComplete).toHaveBeenCalledWith('654321')
  },
}

export const RejectedCodeClearsTheBoxes: Story = {
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement)
    await userEvent.click(boxes[0]!)
    await userEvent.paste('000000')
    await waitFor(() => expect(boxes[0]).toBeEnabled())
    await expect(boxes.map((box) => box.value).join('')).toBe('')
    await waitFor(() => expect(boxes[0]).toHaveFocus())
  },
}

export const ErrorsAreAlertsUnderTheBoxes: Story = {
  args: { errors: ['The confirmation code is invalid.'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The confirmation code is invalid.')
    await expect(boxesOf(canvasElement)[0]).toHaveAccessibleDescription('The confirmation code is invalid.')
  },
}
