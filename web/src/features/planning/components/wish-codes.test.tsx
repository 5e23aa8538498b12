import { type ChoiceItem, PLANNING_PAGE_TEXT, type WishLine } from '@gaokao/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { user } from '../../../stores/user'
import { chance, renderWithDatasetInfo } from './card-test-setup'
import { OptionCard } from './OptionCard'
import { SchoolMajorsSheet } from './SchoolMajorsSheet'
import { WishLineCard } from './WishLineCard'

/** The codes a family copies into the province's system show on an option and on a table line (docs/wish-exports.md). */
const school = {
  id: 10295,
  code: '4132010295',
  name: '江南大学',
  province: '江苏',
  city: '无锡市',
  level: '本科',
  type: '综合',
  nature: '公办',
  tags: ['211', '双一流'],
  rank: 60,
}

const group: ChoiceItem = {
  key: { schoolId: 10295, groupCode: '03', majorId: 0 },
  kind: 'group',
  addable: true,
  school,
  groupCode: '03',
  groupName: '第03组',
  major: null,
  batch: '本科批',
  track: '物理类',
  subjectRequirement: '物理+化学',
  planYear: 2026,
  planPlaces: 40,
  tuitionMin: 5_460,
  tuitionMax: 5_460,
  majorCount: 6,
  chance: { ...chance, probability: 0.65 },
  limits: [],
}

const line: WishLine = {
  id: 7,
  position: 1,
  key: group.key,
  school,
  groupCode: '03',
  groupName: '第03组',
  major: null,
  majors: [
    {
      id: 80901,
      code: '080901',
      name: '计算机科学与技术',
      planPlaces: 10,
      tuition: 5_460,
      probability: 0.5,
      band: '稳',
    },
    { id: 10103, code: '010103K', name: '宗教学', planPlaces: 2, tuition: 5_460, probability: null, band: null },
  ],
  batch: '本科批',
  subjectRequirement: '物理+化学',
  planYear: 2026,
  planPlaces: 40,
  tuitionMin: 5_460,
  tuitionMax: 5_460,
  chance: null,
  warnings: [],
  why: [],
}

const noop = () => undefined

describe('codes on the planning cards', () => {
  it('shows the option’s 学校标识码 and 专业组代码', () => {
    const { container } = renderWithDatasetInfo(
      <OptionCard item={group} added={false} busy={false} onAdd={noop} onChooseMajors={noop} />,
    )
    expect(container.querySelector('[data-codes]')?.textContent).toBe('学校标识码 4132010295 · 专业组代码 03')
  })

  it('shows a major option’s 专业代码, and — for a school without a known code', () => {
    const major: ChoiceItem = {
      ...group,
      kind: 'major',
      key: { schoolId: 90001, groupCode: '', majorId: 80901 },
      school: { ...school, id: 90001, code: '', name: '天津仁爱学院' },
      groupCode: '',
      groupName: '',
      major: { id: 80901, code: '080901', name: '计算机科学与技术', category: '工学', className: '计算机类' },
    }
    const { container } = renderWithDatasetInfo(
      <OptionCard item={major} added={false} busy={false} onAdd={noop} onChooseMajors={noop} />,
    )
    expect(container.querySelector('[data-codes]')?.textContent).toBe('学校标识码 — · 专业代码 080901')
  })

  it('shows the table line’s codes and each chosen major with its 专业代码', () => {
    const { container } = render(<WishLineCard line={line} count={1} />)
    expect(container.querySelector('[data-codes]')?.textContent).toBe('学校标识码 4132010295 · 专业组代码 03')
    const majors = within(screen.getByRole('list', { name: PLANNING_PAGE_TEXT.majorsLabel }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(majors).toEqual(['080901 计算机科学与技术·稳', '010103K 宗教学'])
  })
})

describe('codes in a school’s majors (the sheet opened from an option)', () => {
  it('lists each major with its 专业代码', async () => {
    Object.assign(user, { session: 'user', province: '江苏', xk: '物/化/生', score: 600 })
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    })
    const body = { schoolId: school.id }
    const majorOption = (id: number, code: string, name: string) => ({
      key: { schoolId: school.id, groupCode: '03', majorId: id },
      major: { id, code, name, category: '工学', className: '计算机类' },
      planPlaces: 5,
      tuition: 5_460,
      subjectRequirement: '物理+化学',
      eligible: true,
      limited: null,
      chance: null,
    })
    client.setQueryData(['planning', 'school-majors', '江苏|物/化/生|600', body], {
      school,
      track: '物理类',
      planYear: 2026,
      units: [
        {
          key: group.key,
          groupCode: '03',
          groupName: '第03组',
          batch: '本科批',
          subjectRequirement: '物理+化学',
          eligible: true,
          addable: true,
          planPlaces: 40,
          chance: null,
          majors: [majorOption(80901, '080901', '计算机科学与技术'), majorOption(80717, '080717T', '人工智能')],
        },
      ],
    })
    render(
      <QueryClientProvider client={client}>
        <SchoolMajorsSheet
          schoolId={school.id}
          schoolName={school.name}
          physical={{}}
          acceptAdjust={undefined}
          isAdded={() => false}
          busy={false}
          onAdd={noop}
          onClose={noop}
        />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('080901 计算机科学与技术')).toBeTruthy()
    expect(screen.getByText('080717T 人工智能')).toBeTruthy()
  })
})
