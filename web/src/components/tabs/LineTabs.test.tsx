import { COLLEGE_TEXT } from '@gaokao/contracts'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { LineTabs } from './LineTabs'

const TABS = ['scores', 'plans', 'majors'] as const
type Key = (typeof TABS)[number]
const LABELS = { scores: COLLEGE_TEXT.tabScores, plans: COLLEGE_TEXT.tabPlans, majors: COLLEGE_TEXT.tabMajors }

function Harness() {
  const [active, setActive] = useState<Key>('scores')
  return (
    <LineTabs tabs={TABS} labels={LABELS} active={active} onChange={setActive}>
      <p>panel of {active}</p>
    </LineTabs>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('LineTabs', () => {
  it('marks the active tab, names the panel after it and keeps only it in the tab order', () => {
    render(<Harness />)
    expect(tab(COLLEGE_TEXT.tabScores).getAttribute('aria-selected')).toBe('true')
    expect(tab(COLLEGE_TEXT.tabPlans).getAttribute('aria-selected')).toBe('false')
    expect(tab(COLLEGE_TEXT.tabScores).tabIndex).toBe(0)
    expect(tab(COLLEGE_TEXT.tabPlans).tabIndex).toBe(-1)
    expect(screen.getByRole('tabpanel', { name: COLLEGE_TEXT.tabScores }).textContent).toBe('panel of scores')
  })

  it('opens a tab on click', () => {
    render(<Harness />)
    fireEvent.click(tab(COLLEGE_TEXT.tabMajors))
    expect(tab(COLLEGE_TEXT.tabMajors).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: COLLEGE_TEXT.tabMajors }).textContent).toBe('panel of majors')
  })

  it('moves with the arrow keys (wrapping), Home and End, opening and focusing the tab it reaches', () => {
    render(<Harness />)
    const keyTo = (key: string, expected: string) => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key })
      expect(tab(expected).getAttribute('aria-selected')).toBe('true')
      expect(document.activeElement).toBe(tab(expected))
    }
    tab(COLLEGE_TEXT.tabScores).focus()
    keyTo('ArrowRight', COLLEGE_TEXT.tabPlans)
    keyTo('ArrowRight', COLLEGE_TEXT.tabMajors)
    keyTo('ArrowRight', COLLEGE_TEXT.tabScores)
    keyTo('ArrowLeft', COLLEGE_TEXT.tabMajors)
    keyTo('Home', COLLEGE_TEXT.tabScores)
    keyTo('End', COLLEGE_TEXT.tabMajors)
  })

  it('moves from the tab that has the focus when a script focused one that is not open', () => {
    render(<Harness />)
    tab(COLLEGE_TEXT.tabMajors).focus()
    fireEvent.keyDown(tab(COLLEGE_TEXT.tabMajors), { key: 'ArrowLeft' })
    expect(tab(COLLEGE_TEXT.tabPlans).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tab(COLLEGE_TEXT.tabPlans))
  })
})
