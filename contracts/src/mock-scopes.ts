/**
 * The kinds of mock exam a conversion accepts (docs/mock-conversion.md), apart
 * from the conversion texts: /mockConvert's search params (in the route
 * definitions every page loads) read them, and from texts-conversion.ts they
 * brought CONVERSION_TEXT into every page's first load
 * (docs/performance-budgets.md).
 */
export const MOCK_SCOPE = { province: '全省联考', city: '地市统考', school: '学校考试' } as const
export const MOCK_SCOPES = [MOCK_SCOPE.province, MOCK_SCOPE.city, MOCK_SCOPE.school] as const
export type MockScope = (typeof MOCK_SCOPES)[number]
