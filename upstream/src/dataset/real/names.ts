/** Full-width brackets as half-width ones: the sources print both (南京大学（苏州校区）, 南京大学(苏州校区)). */
export function halfWidthBrackets(text: string): string {
  return text.replace(/（/g, '(').replace(/）/g, ')')
}
