/**
 * Planning (Intelligent choice, /web/toFillVolunteer and the user's
 * wish calls): the candidate's options with their admission chance
 * (docs/chance-model.md), the volunteer tables (志愿表) a user builds by hand
 * or by one click, and their exports. docs/planning-api.md describes each call.
 *
 * The candidate is always the logged-in user: province, subjects, score and
 * rank come from their profile, never from the body.
 */
// One module per part, re-exported here under the names and paths they always had (docs/planning-api.md).
export * from './planning/choice.js'
export * from './planning/my-wishes.js'
export * from './planning/options.js'
export * from './planning/wish.js'
export * from './planning/wish-exports.js'
