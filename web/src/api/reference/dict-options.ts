import { DICTIONARIES, type DictType } from '@gaokao/contracts'
import { type DictOption, useDicts } from './dicts'

/**
 * The options of one dictionary as the upstream answers them; until they
 * arrive (or if the call failed) the contracts' own list stands in, so a form
 * never shows an empty choice.
 */
export function useDictOptions(type: DictType): DictOption[] {
  const dicts = useDicts()
  const fetched = dicts.data?.[type]
  if (fetched && fetched.length > 0) return fetched
  return DICTIONARIES[type].map((d) => ({ value: d.code, label: d.name }))
}
