import { REFERENCE } from './01-reference.js'
import { DATASET } from './02-dataset.js'
import { ACCOUNTS } from './03-accounts.js'
import { FOLLOWS } from './04-follows.js'
import { VOLUNTEER_TABLES } from './05-volunteer-tables.js'
import { ASSESSMENTS } from './06-assessments.js'
import { EXPERT } from './07-expert.js'
import { MEMBERSHIP } from './08-membership.js'
import { ONE_PAYMENT } from './09-one-payment.js'
import { PUBLISHED_FIGURES } from './10-published-figures.js'
import { MOE_COLLEGES } from './11-moe-colleges.js'

/**
 * Schema migrations, applied in order; PRAGMA user_version records how many
 * have run. Append new ones (a file each, numbered), never edit one that has shipped.
 */
export const MIGRATIONS: readonly string[] = [
  REFERENCE,
  DATASET,
  ACCOUNTS,
  FOLLOWS,
  VOLUNTEER_TABLES,
  ASSESSMENTS,
  EXPERT,
  MEMBERSHIP,
  ONE_PAYMENT,
  PUBLISHED_FIGURES,
  MOE_COLLEGES,
]
