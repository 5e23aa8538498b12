import Type from 'typebox'
import { PHONE_PATTERN } from './rules/phone.js'
import { SCORE_MAX, SCORE_MIN } from './rules/score.js'
import { VALIDATION_TEXT } from './texts.js'

/**
 * Field schemas reused by many calls. `errorMessage` is the Chinese text the
 * upstream answers with when the field fails validation.
 */
export const Phone = Type.String({ pattern: PHONE_PATTERN, errorMessage: VALIDATION_TEXT.phoneInvalid })
export const Score = Type.Integer({ minimum: SCORE_MIN, maximum: SCORE_MAX, errorMessage: VALIDATION_TEXT.scoreRange })
export const ProvinceName = Type.String({ minLength: 1, maxLength: 16, errorMessage: VALIDATION_TEXT.provinceRequired })
export const ExamModeSchema = Type.Union([Type.Literal('3+3'), Type.Literal('3+1+2')])
export const EmptyBody = Type.Object({})
