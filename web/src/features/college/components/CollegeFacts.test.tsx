import { COLLEGE_CATALOGUE_TEXT, COLLEGE_TEXT, type DataOf, type querySchoolDetails } from '@gaokao/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CollegeFacts } from './CollegeFacts'

type Details = DataOf<typeof querySchoolDetails>

/** A school known only from the MOE list, as the upstream answers it (no founding year, no introduction). */
const moeOnly: Details = {
  id: 10017,
  name: '北京石油化工学院',
  province: '北京',
  city: '北京市',
  level: '本科',
  type: '理工',
  nature: '公办',
  authority: '北京市',
  tags: [],
  ranking: null,
  code: '4111010017',
  founded: null,
  website: '',
  admissionSite: 'https://zhaosheng.bipt.edu.cn/',
  intro: '',
  typeFromName: true,
  majorCount: 0,
  recruitProvinces: 0,
  recruitYear: null,
}

function renderFacts(school: Details) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <CollegeFacts school={school} />
    </QueryClientProvider>,
  )
}

/** The definition of a term in the facts list. */
const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('CollegeFacts of a school known only from the MOE list', () => {
  it('says calmly what is not known, and where the facts come from', () => {
    const { container } = renderFacts(moeOnly)
    expect(factOf(COLLEGE_TEXT.founded)).toBe(COLLEGE_CATALOGUE_TEXT.foundedUnknown)
    expect(factOf(COLLEGE_TEXT.website)).toBe(COLLEGE_CATALOGUE_TEXT.websiteNone)
    expect(factOf(COLLEGE_TEXT.authority)).toBe('北京市')
    expect(factOf(COLLEGE_TEXT.filterNature)).toBe('公办')
    // No majors in our data is not a school teaching none.
    expect(factOf(COLLEGE_TEXT.majorCount)).toBe(COLLEGE_CATALOGUE_TEXT.majorsUnknown)
    expect(factOf(COLLEGE_TEXT.filterType)).toBe(`理工类${COLLEGE_CATALOGUE_TEXT.typeFromName}`)
    expect(screen.getByText(COLLEGE_CATALOGUE_TEXT.introEmpty)).toBeTruthy()
    expect(container.textContent).not.toContain('null')
    expect(container.textContent).not.toContain('undefined')
    // The 招生网 is a link through the safe-link check.
    const site = screen.getByRole('link', { name: 'zhaosheng.bipt.edu.cn/' })
    expect(site.getAttribute('href')).toBe('https://zhaosheng.bipt.edu.cn/')
  })

  it('shows a website only as a link when it is a safe one', () => {
    renderFacts({ ...moeOnly, website: 'javascript:alert(1)', admissionSite: '' })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByText(COLLEGE_CATALOGUE_TEXT.admissionSite)).toBeNull()
  })

  it('keeps our own words for a college we wrote', () => {
    renderFacts({ ...moeOnly, founded: 1898, intro: '北京大学创办于1898年……', typeFromName: false, type: '综合' })
    expect(factOf(COLLEGE_TEXT.founded)).toBe(COLLEGE_TEXT.foundedYear(1898))
    expect(factOf(COLLEGE_TEXT.filterType)).toBe('综合类')
    expect(screen.queryByText(COLLEGE_CATALOGUE_TEXT.introEmpty)).toBeNull()
    expect(screen.getByText('北京大学创办于1898年……')).toBeTruthy()
  })
})
