import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useOnDemand } from './use-on-demand'

const Loaded = () => <p>loaded</p>

function Probe({ load }: { load: () => Promise<{ default: typeof Loaded }> }) {
  const [Component, request] = useOnDemand(load)
  return Component ? (
    <Component />
  ) : (
    <button type="button" onClick={request}>
      ask
    </button>
  )
}

describe('useOnDemand', () => {
  it('loads nothing until asked, once however often asked, and renders what arrived', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Loaded }))
    render(<Probe load={load} />)
    expect(load).not.toHaveBeenCalled()
    await act(async () => {
      screen.getByRole('button', { name: 'ask' }).click()
      screen.getByRole('button', { name: 'ask' }).click()
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('loaded')).toBeTruthy()
  })

  it('tries again on the next ask after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Loaded })
    render(<Probe load={load} />)
    await act(async () => screen.getByRole('button', { name: 'ask' }).click())
    expect(screen.getByRole('button', { name: 'ask' })).toBeTruthy()
    await act(async () => screen.getByRole('button', { name: 'ask' }).click())
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByText('loaded')).toBeTruthy()
  })
})
