import { ADMISSION_TEXT, type AdmissionType, type Chance } from '@gaokao/contracts'

/**
 * A special admission type's chance as the pages show it (docs/admission-types.md):
 * the figure computed from the unit's lines stays, for what it is worth, but
 * it is not banded 冲/稳/保 (its real line is drawn among other candidates,
 * on other terms), and the first reason says why.
 */
export function specialChance(chance: Chance, types: readonly AdmissionType[]): Chance {
  if (types.length === 0) return chance
  // The sentence that names the band (CHANCE_TEXT.probability: 录取概率约 …，属于「保」) goes; the figure is said again below.
  const bandMark = chance.band ? `「${chance.band}」` : undefined
  const banded = (r: string) => bandMark !== undefined && r.endsWith(bandMark)
  return {
    ...chance,
    band: null,
    reasons: [
      ADMISSION_TEXT.notComparable(ADMISSION_TEXT.labels(types)),
      ...chance.reasons.filter((r) => !banded(r)),
      ADMISSION_TEXT.probability(chance.probability),
    ],
    ...(chance.adjustment
      ? {
          adjustment: {
            ...chance.adjustment,
            majors: chance.adjustment.majors.map((m) => ({ ...m, band: null })),
          },
        }
      : {}),
  }
}

/** The field the answers carry: present only for a special unit. */
export function admissionField(types: readonly AdmissionType[]): { admissionTypes?: AdmissionType[] } {
  return types.length > 0 ? { admissionTypes: [...types] } : {}
}

/** A table line of a special type is not drawn with the ordinary lines: the whole-table judgement leaves it out. */
export function specialExclusion(types: readonly AdmissionType[] | undefined) {
  if (!types || types.length === 0) return undefined
  return { kind: 'special' as const, reason: ADMISSION_TEXT.notCounted(ADMISSION_TEXT.labels(types)) }
}
