import type { Physical } from '@gaokao/contracts'
import type { Kysely } from 'kysely'
import { lockUser } from '../../db/user-db/locks.js'
import type { UserDialect } from '../../db/user-db/open-user-db.js'
import type { UserTables } from '../../db/user-db/tables.js'
import { ApiError } from '../../lib/api-error.js'
import type { Clock } from '../../lib/clock.js'
import { insertLines, type LineRow, type NewLine, type NewWish, type WishRow, wishRow } from './wish-rows.js'

export type { LineRow, NewLine, NewWish, WishRow } from './wish-rows.js'

type Db = Kysely<UserTables>

/**
 * The volunteer tables of users and their lines, in the user store
 * (docs/user-store.md); every method is scoped to the owner. A limit (tables
 * per user, lines per table, one name per user) is checked inside `locked`,
 * which holds the user's row for the rest of its transaction, so a burst of
 * requests to several replicas cannot all pass the same count.
 */
export class Wishes {
  constructor(
    private readonly db: Db,
    private readonly dialect: UserDialect,
    private readonly now: Clock,
  ) {}

  /**
   * Runs `work` in one transaction that first locks the user: every check
   * and write it makes through the Wishes it is given sees the others'
   * committed writes and none in flight. A refusal (ApiError) thrown inside
   * commits rather than rolls back, so refuse before writing: on SQLite the
   * transaction is open on the connection every statement of the process
   * shares, and a rollback would also undo what other requests wrote
   * through app.db meanwhile.
   */
  async locked<T>(userId: number, work: (wishes: Wishes) => Promise<T>): Promise<T> {
    const outcome = await this.db.transaction().execute(async (tx) => {
      await lockUser(tx, this.dialect, userId)
      try {
        return { done: await work(new Wishes(tx, this.dialect, this.now)) }
      } catch (error) {
        if (error instanceof ApiError) return { refused: error }
        throw error
      }
    })
    if ('refused' in outcome) throw outcome.refused
    return outcome.done
  }

  async find(userId: number, wishId: number): Promise<WishRow | undefined> {
    const row = await this.#withLineCount()
      .where('w.id', '=', wishId)
      .where('w.user_id', '=', userId)
      .executeTakeFirst()
    return row && wishRow(row)
  }

  async page(userId: number, kind: 'self' | 'ai' | undefined, pageNum: number, pageSize: number) {
    const rows = await this.#withLineCount()
      .where('w.user_id', '=', userId)
      .$if(kind !== undefined, (q) => q.where('w.kind', '=', kind as 'self' | 'ai'))
      .orderBy('w.sort_order', 'desc')
      .orderBy('w.id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute()
    const total = await this.db
      .selectFrom('wish_lists')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .$if(kind !== undefined, (q) => q.where('kind', '=', kind as 'self' | 'ai'))
      .executeTakeFirstOrThrow()
    return { rows: rows.map(wishRow), total: Number(total.n) }
  }

  async count(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('wish_lists')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** The first name of the form made by `name(i)` (i = 1, 2 ...) that the user does not use yet. */
  async freeName(userId: number, name: (i: number) => string): Promise<string> {
    const rows = await this.db.selectFrom('wish_lists').select('name').where('user_id', '=', userId).execute()
    const used = new Set(rows.map((r) => r.name))
    let i = 1
    while (used.has(name(i))) i++
    return name(i)
  }

  async nameTaken(userId: number, name: string, exceptId = 0): Promise<boolean> {
    const row = await this.db
      .selectFrom('wish_lists')
      .select('id')
      .where('user_id', '=', userId)
      .where('name', '=', name)
      .where('id', '!=', exceptId)
      .executeTakeFirst()
    return row !== undefined
  }

  /** A new table with its lines, last in the user's order (shown first). */
  create(userId: number, wish: NewWish, lines: readonly NewLine[] = []): Promise<number> {
    return this.#atomic(async (db) => {
      const now = this.now()
      const top = await db
        .selectFrom('wish_lists')
        .select((eb) => eb.fn.max('sort_order').as('top'))
        .where('user_id', '=', userId)
        .executeTakeFirst()
      const { id } = await db
        .insertInto('wish_lists')
        .values({
          user_id: userId,
          kind: wish.kind,
          name: wish.name,
          info: wish.info,
          province: wish.province,
          track: wish.track,
          batch: wish.batch,
          accept_adjust: wish.acceptAdjust ? 1 : 0,
          physical: JSON.stringify(wish.physical),
          preferences: wish.preferences ? JSON.stringify(wish.preferences) : null,
          sort_order: Number(top?.top ?? 0) + 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await insertLines(db, id, lines, now)
      return id
    })
  }

  /** Replaces a one-click plan's lines and what it was asked for. */
  regenerate(
    wish: WishRow,
    update: Omit<NewWish, 'kind' | 'info' | 'province' | 'track'>,
    lines: readonly NewLine[],
  ): Promise<void> {
    return this.#atomic(async (db) => {
      const now = this.now()
      await db
        .updateTable('wish_lists')
        .set({
          name: update.name,
          batch: update.batch,
          accept_adjust: update.acceptAdjust ? 1 : 0,
          physical: JSON.stringify(update.physical),
          preferences: update.preferences ? JSON.stringify(update.preferences) : null,
          updated_at: now,
        })
        .where('id', '=', wish.id)
        .execute()
      await db.deleteFrom('wish_lines').where('wish_id', '=', wish.id).execute()
      await insertLines(db, wish.id, lines, now)
    })
  }

  async rename(wishId: number, name: string): Promise<void> {
    await this.db.updateTable('wish_lists').set({ name, updated_at: this.now() }).where('id', '=', wishId).execute()
  }

  async updateInfo(wishId: number, info: string, acceptAdjust: boolean, physical: Physical): Promise<void> {
    await this.db
      .updateTable('wish_lists')
      .set({ info, accept_adjust: acceptAdjust ? 1 : 0, physical: JSON.stringify(physical), updated_at: this.now() })
      .where('id', '=', wishId)
      .execute()
  }

  async remove(userId: number, wishId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('wish_lists')
      .where('id', '=', wishId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  lines(wishId: number): Promise<LineRow[]> {
    return this.db
      .selectFrom('wish_lines')
      .selectAll()
      .where('wish_id', '=', wishId)
      .orderBy('position')
      .orderBy('id')
      .execute()
  }

  line(wishId: number, lineId: number): Promise<LineRow | undefined> {
    return this.db
      .selectFrom('wish_lines')
      .selectAll()
      .where('id', '=', lineId)
      .where('wish_id', '=', wishId)
      .executeTakeFirst()
  }

  lineOf(wishId: number, schoolId: number, groupCode: string, majorId: number): Promise<LineRow | undefined> {
    return this.db
      .selectFrom('wish_lines')
      .selectAll()
      .where('wish_id', '=', wishId)
      .where('school_id', '=', schoolId)
      .where('group_code', '=', groupCode)
      .where('major_id', '=', majorId)
      .executeTakeFirst()
  }

  async lineCount(wishId: number): Promise<number> {
    const row = await this.db
      .selectFrom('wish_lines')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('wish_id', '=', wishId)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /**
   * Appends a line at the end, unless the table already holds `capacity`
   * lines (then undefined). Count and insert share one transaction; called
   * inside `locked`, the limit holds however many adds arrive at once.
   */
  addLine(wishId: number, line: NewLine, capacity: number): Promise<{ id: number; position: number } | undefined> {
    return this.insertLine(wishId, line, Number.MAX_SAFE_INTEGER, capacity)
  }

  /** Inserts a line at a position (past the end: last) and renumbers the rest; undefined when the table is full. */
  insertLine(
    wishId: number,
    line: NewLine,
    position: number,
    capacity: number,
  ): Promise<{ id: number; position: number } | undefined> {
    return this.#atomic(async (db) => {
      const ids = (await new Wishes(db, this.dialect, this.now).lines(wishId)).map((l) => l.id)
      if (ids.length >= capacity) return undefined
      const at = Math.min(position, ids.length + 1)
      const [id] = await insertLines(db, wishId, [line], this.now(), at)
      if (id === undefined) return undefined
      ids.splice(at - 1, 0, id)
      await this.#renumber(db, wishId, ids)
      return { id, position: at }
    })
  }

  async setMajors(wishId: number, lineId: number, majors: readonly number[]): Promise<void> {
    await this.db
      .updateTable('wish_lines')
      .set({ majors: JSON.stringify(majors) })
      .where('id', '=', lineId)
      .execute()
    await this.#touch(this.db, wishId)
  }

  /** Deletes a line and closes the gap. */
  deleteLine(wishId: number, lineId: number): Promise<void> {
    return this.#atomic(async (db) => {
      await db.deleteFrom('wish_lines').where('id', '=', lineId).execute()
      const rest = await new Wishes(db, this.dialect, this.now).lines(wishId)
      await this.#renumber(
        db,
        wishId,
        rest.map((l) => l.id),
      )
    })
  }

  clear(wishId: number): Promise<void> {
    return this.#atomic(async (db) => {
      await db.deleteFrom('wish_lines').where('wish_id', '=', wishId).execute()
      await this.#touch(db, wishId)
    })
  }

  /** Sets positions 1..n in the given order (every line of the table once). */
  setOrder(wishId: number, lineIds: readonly number[]): Promise<void> {
    return this.#atomic((db) => this.#renumber(db, wishId, lineIds))
  }

  #withLineCount() {
    return this.db
      .selectFrom('wish_lists as w')
      .selectAll('w')
      .select((eb) =>
        eb
          .selectFrom('wish_lines as l')
          .select(eb.fn.countAll().as('n'))
          .whereRef('l.wish_id', '=', 'w.id')
          .as('line_count'),
      )
  }

  /** Inside `locked` the work joins its transaction; alone it gets one of its own. */
  #atomic<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work)
  }

  /** Writes only the positions that change: an append moves no line, a 96-line table is not rewritten per add. */
  async #renumber(db: Db, wishId: number, lineIds: readonly number[]): Promise<void> {
    const rows = await db.selectFrom('wish_lines').select(['id', 'position']).where('wish_id', '=', wishId).execute()
    const current = new Map(rows.map((r) => [r.id, r.position]))
    for (const [i, id] of lineIds.entries()) {
      if (current.get(id) === i + 1) continue
      await db
        .updateTable('wish_lines')
        .set({ position: i + 1 })
        .where('id', '=', id)
        .execute()
    }
    await this.#touch(db, wishId)
  }

  async #touch(db: Db, wishId: number): Promise<void> {
    await db.updateTable('wish_lists').set({ updated_at: this.now() }).where('id', '=', wishId).execute()
  }
}
