/**
 * The longest free text a student may type in each field (docs/spec-rules.md, Validation): one
 * number for the schema that refuses a longer value and for the input that
 * stops at it and shows its count.
 */
export const NICK_NAME_MAX_LENGTH = 20
export const NATION_NAME_MAX_LENGTH = 20
/** A volunteer table's or one-click plan's name. */
export const WISH_NAME_MAX_LENGTH = 20
/** A volunteer table's note (备注). */
export const WISH_INFO_MAX_LENGTH = 200
/** The consultation form (expert one-to-one): the contact's name and the question. */
export const CONTACT_NAME_MAX_LENGTH = 20
export const CONSULT_QUESTION_MAX_LENGTH = 300
/** An expert-assisted plan's name and its note. */
export const SCHEME_NAME_MAX_LENGTH = 20
export const SCHEME_NOTE_MAX_LENGTH = 300
