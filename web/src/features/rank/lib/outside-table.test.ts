import { describe, expect, it } from 'vitest'
import { outsideTableText } from './outside-table'

// 江苏 2025 物理类 as published: 683 and above (126 candidates) down to 463.
const PUBLISHED = { topScore: 683, floorScore: 463 }

describe('outsideTableText', () => {
  it('below a published table’s floor: no rank, the floor named', () => {
    expect(outsideTableText(462, PUBLISHED, 126)).toBe('低于本表最低公布分数（463分）')
    expect(outsideTableText(100, PUBLISHED, undefined)).toBe('低于本表最低公布分数（463分）')
  })

  it('above its first row: only the bound the first row publishes', () => {
    expect(outsideTableText(700, PUBLISHED, 126)).toBe('位次在前126名以内')
    expect(outsideTableText(700, { topScore: 692, floorScore: 266 }, 1447)).toBe('位次在前1,447名以内')
    expect(outsideTableText(700, PUBLISHED, undefined)).toBeUndefined()
  })

  it('inside it, a row that could not be read', () => {
    expect(outsideTableText(559, PUBLISHED, 126)).toBe('本表559分一行数据有误，暂无法给出位次')
  })

  it('a generated table explains nothing', () => {
    expect(outsideTableText(740, { topScore: 712, floorScore: null }, 1)).toBeUndefined()
  })
})
