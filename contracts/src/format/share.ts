/**
 * A share of candidates as 前 x% is written: two decimals below 1%, one below 10%, whole above, and never
 * under 0.01% (the top candidate is not 前 0%). The upstream's summaries and the web's report tables read
 * the same figure, so both write it with this.
 */
export function formatShare(share: number): string {
  const pct = share * 100
  if (pct < 0.01) return '0.01%'
  if (pct < 1) return `${pct.toFixed(2)}%`
  if (pct < 10) return `${pct.toFixed(1)}%`
  return `${Math.round(pct)}%`
}
