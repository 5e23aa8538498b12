/**
 * The values of the planner's fields that the upstream stores and the pages show as they are (docs/contracts.md,
 * "Written once"): the schemas, the dictionary and the web's search params and filters read these lists instead of
 * writing the values again. The route definitions every page loads read them, so they live apart from the planning
 * texts.
 */

/** The batches a volunteer table fills. */
export const PLANNING_BATCHES = ['本科批', '专科批'] as const
export type PlanningBatch = (typeof PLANNING_BATCHES)[number]
/** The batch a table starts on when nothing chose one (the upstream's default for a candidate above its line). */
export const UNDERGRADUATE_BATCH: PlanningBatch = PLANNING_BATCHES[0]
/** The batch whose majors come from the 专科 catalogue. */
export const VOCATIONAL_BATCH: PlanningBatch = PLANNING_BATCHES[1]

/** Colour vision as the physical conditions record it; the first is no limit at all. */
export const COLOUR_VISIONS = ['正常', '色弱', '色盲'] as const
export type ColourVision = (typeof COLOUR_VISIONS)[number]
export const NORMAL_COLOUR_VISION: ColourVision = COLOUR_VISIONS[0]

/** How a province fills its volunteers (docs/planning-api.md). */
export const VOLUNTEER_MODES = ['院校专业组', '专业+院校', '院校'] as const
export type VolunteerMode = (typeof VOLUNTEER_MODES)[number]

/** Whether a table asks about adjustment: in 专业+院校 a volunteer is one major, so there is no group to adjust in. */
export const asksAdjustment = (mode: string): boolean => mode !== VOLUNTEER_MODES[1]
