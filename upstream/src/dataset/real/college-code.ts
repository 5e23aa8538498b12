/**
 * The 院校代码 inside a 学校标识码: its last five digits (北京大学 4111010001
 * -> 10001). It is the id the site's colleges already carry (dataset/ids.ts),
 * so a real row names the site's college by it; the mapping and why it cannot
 * collide with the explicit 9xxxx ids are in docs/real-data.md. Undefined for
 * anything but ten digits: the five-digit codes some rows carry are a
 * province's own, not the MOE's.
 */
export function collegeCodeOf(moeCode: string): number | undefined {
  return /^\d{10}$/.test(moeCode) ? Number(moeCode.slice(-5)) : undefined
}
