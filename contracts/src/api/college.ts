/**
 * Colleges (school/querySchoolRank, user focus): the list
 * with its filters, a college's facts, its admission scores, major scores and
 * enrolment plans in one exam province, its trend, similar colleges, our
 * composite ranking, and the colleges a user follows (关注).
 *
 * Names: `province` in a figure call is the exam province (高考省份) whose
 * figures are asked for, as in queryWc; the list's location filters are
 * `province` and `city` of the college itself, and its figures' province is
 * `examProvince`.
 */
// One module per part, re-exported here under the names and paths they always had.
export { SchoolId } from './college/fields.js'
export * from './college/schools.js'
export * from './college/scores.js'
export * from './college/trends.js'
