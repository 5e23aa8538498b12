/**
 * The school tags (院校标签), in the order they are shown: the one list the request schemas, the dictionary,
 * the filters and the upstream's sorting read.
 */
export const SCHOOL_TAG_ORDER = ['985', '211', '双一流', '强基计划', '保研资格', '双高计划'] as const
export type SchoolTagName = (typeof SCHOOL_TAG_ORDER)[number]

/** Where a tag sorts in the display order; a tag not in the list after all of them. */
export function schoolTagRank(tag: string): number {
  const i = (SCHOOL_TAG_ORDER as readonly string[]).indexOf(tag)
  return i === -1 ? SCHOOL_TAG_ORDER.length : i
}
