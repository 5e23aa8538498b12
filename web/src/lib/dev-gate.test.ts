import { describe, expect, it } from 'vitest'
import { bypassed, DevtoolsDetector, type WindowSize } from './dev-gate'
import { md5 } from './md5'

const config = { antiDebug: true, devUserDigest: md5('gaokao-dev-user:tester-42') }
const size = (outerWidth: number, innerWidth: number, outerHeight = 900, innerHeight = 800, dpr = 1): WindowSize => ({
  outerWidth,
  innerWidth,
  outerHeight,
  innerHeight,
  devicePixelRatio: dpr,
})

describe('bypassed', () => {
  it('passes a URL with isDev, whatever its value', () => {
    expect(bypassed(config, '?isDev', null)).toBe(true)
    expect(bypassed(config, '?a=1&isDev=0', null)).toBe(true)
    expect(bypassed(config, '?dev=1', null)).toBe(false)
  })

  it('passes the devUser value, stored as JSON (the site’s storage) or bare', () => {
    expect(bypassed(config, '', JSON.stringify('tester-42'))).toBe(true)
    expect(bypassed(config, '', 'tester-42')).toBe(true)
    expect(bypassed(config, '', 'tester-43')).toBe(false)
    expect(bypassed({ ...config, devUserDigest: null }, '', 'tester-42')).toBe(false)
  })
})

describe('DevtoolsDetector', () => {
  it('acts on a docked panel only after the gap grew by more than 160 px in two checks in a row', () => {
    const d = new DevtoolsDetector(true)
    expect(d.check(size(1400, 1380), 0)).toBe(false) // base gap 20
    expect(d.check(size(1400, 1200), 0)).toBe(false) // +180: first sighting
    expect(d.check(size(1400, 1200), 0)).toBe(true) // second in a row
  })

  it('forgives a single sighting and a gap present from the start (toolbars, side panels)', () => {
    const d = new DevtoolsDetector(true)
    expect(d.check(size(1600, 1200), 0)).toBe(false) // base gap 400
    expect(d.check(size(1600, 1200), 0)).toBe(false)
    expect(d.check(size(1600, 1000), 0)).toBe(false) // +200 once
    expect(d.check(size(1600, 1200), 0)).toBe(false) // gone again: the streak resets
    expect(d.check(size(1600, 1000), 0)).toBe(false)
  })

  it('takes a zoom change (another devicePixelRatio) as a new base, not as a panel', () => {
    const d = new DevtoolsDetector(true)
    d.check(size(1400, 1400), 0)
    expect(d.check(size(1400, 1120, 900, 640, 1.25), 0)).toBe(false)
    expect(d.check(size(1400, 1120, 900, 640, 1.25), 0)).toBe(false)
  })

  it('acts on a debugger pause in two checks in a row, with or without the size signal', () => {
    const d = new DevtoolsDetector(false)
    expect(d.check(size(0, 390, 0, 844), 250)).toBe(false)
    expect(d.check(size(0, 390, 0, 844), 20)).toBe(false) // a slow tick is not a pause
    expect(d.check(size(0, 390, 0, 844), 250)).toBe(false)
    expect(d.check(size(0, 390, 0, 844), 300)).toBe(true)
  })

  it('ignores the size signal on touch devices', () => {
    const d = new DevtoolsDetector(false)
    d.check(size(390, 390), 0)
    expect(d.check(size(900, 390), 0)).toBe(false)
    expect(d.check(size(900, 390), 0)).toBe(false)
  })
})
