import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FactList } from './FactList'

describe('FactList', () => {
  it('writes each fact as a term and its value in one group, with the page’s classes', () => {
    const { container } = render(
      <FactList
        className="list"
        itemClassName="item"
        facts={[
          { term: 'A', value: '1' },
          { term: 'B', value: <b>2</b>, valueClassName: 'short' },
        ]}
      />,
    )
    expect(container.innerHTML).toBe(
      '<dl class="list"><div class="item"><dt>A</dt><dd>1</dd></div><div class="item"><dt>B</dt><dd class="short"><b>2</b></dd></div></dl>',
    )
  })

  it('leaves out the classes a page does not give', () => {
    const { container } = render(<FactList facts={[{ term: 'A', value: '1' }]} />)
    expect(container.innerHTML).toBe('<dl><div><dt>A</dt><dd>1</dd></div></dl>')
  })

  // The fact boxes and summary cards that wrote this markup themselves now use FactList.
  it.each([
    'features/college/components/CollegeFacts.tsx',
    'features/major/components/MajorDetailPage.tsx',
    'features/planning/components/CandidateSummary.tsx',
    'features/planning/components/TableRiskSummary.tsx',
    'features/conversion/components/MockResultPage.tsx',
  ])('%s writes no <dt> of its own', (path) => {
    const source = readFileSync(join(import.meta.dirname, '../..', path), 'utf8')
    expect(source).not.toContain('<dt>')
    expect(source).toContain('<FactList')
  })
})
