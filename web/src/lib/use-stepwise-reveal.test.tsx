import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useStepwiseReveal } from './use-stepwise-reveal'

function List({ items }: { items: readonly string[] }) {
  const shown = useStepwiseReveal(items, 5)
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

const listOf = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)
const shownItems = () => screen.queryAllByRole('listitem').map((li) => li.textContent)

/** Runs one pending task (the next step) and React's transition render of it. */
const nextTask = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(1)
  })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useStepwiseReveal', () => {
  it('renders the first five items, then five more in each following task, in order', async () => {
    const items = listOf('甲', 12)
    render(<List items={items} />)
    expect(shownItems()).toEqual(items.slice(0, 5))
    await nextTask()
    expect(shownItems()).toEqual(items.slice(0, 10))
    await nextTask()
    expect(shownItems()).toEqual(items)
    await nextTask()
    expect(shownItems()).toEqual(items)
  })

  it('starts again from five when the list is replaced', async () => {
    const { rerender } = render(<List items={listOf('甲', 20)} />)
    await nextTask()
    await nextTask()
    expect(shownItems()).toHaveLength(15)
    const next = listOf('乙', 20)
    rerender(<List items={next} />)
    expect(shownItems()).toEqual(next.slice(0, 5))
    await nextTask()
    expect(shownItems()).toEqual(next.slice(0, 10))
  })

  it('renders a short list whole at once', () => {
    const items = listOf('丙', 3)
    render(<List items={items} />)
    expect(shownItems()).toEqual(items)
  })
})
