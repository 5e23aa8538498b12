import { describe, expect, it } from 'vitest'
import { MajorTrack } from '../src/api/major.js'
import { TrackName } from '../src/api/score-lines.js'
import { DICTIONARIES } from '../src/dictionaries.js'
import { TRACK_ORDER } from '../src/rules/subjects.js'

describe('tracks: one list', () => {
  it('holds the new-style and the traditional tracks in the order they are offered', () => {
    expect([...TRACK_ORDER]).toEqual(['物理类', '历史类', '综合', '理科', '文科'])
  })

  it('the dictionary offers the list, in its order', () => {
    expect(DICTIONARIES.track.map((t) => t.name)).toEqual([...TRACK_ORDER])
  })

  it.each([TrackName, MajorTrack])('the request schemas allow exactly the tracks of the list', (schema) => {
    expect(schema.anyOf.map((t) => t.const)).toEqual([...TRACK_ORDER])
  })
})
