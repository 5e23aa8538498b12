import type { FillPreferences, Physical } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import type { Clock } from '../../lib/clock.js'

/** A volunteer table (志愿表) as stored (table wish_lists). */
export interface WishRow {
  id: number
  user_id: number
  kind: 'self' | 'ai'
  name: string
  info: string
  province: string
  track: string
  batch: string
  accept_adjust: 0 | 1
  physical: string
  preferences: string | null
  sort_order: number
  created_at: number
  updated_at: number
  line_count: number
}

/** One line of a table (table wish_lines): a unit, and for a group or school the majors chosen in it. */
export interface LineRow {
  id: number
  wish_id: number
  position: number
  school_id: number
  group_code: string
  major_id: number
  majors: string
  why: string
}

export interface NewWish {
  kind: 'self' | 'ai'
  name: string
  info: string
  province: string
  track: string
  batch: string
  acceptAdjust: boolean
  physical: Physical
  preferences: FillPreferences | null
}

export interface NewLine {
  schoolId: number
  groupCode: string
  majorId: number
  majors: readonly number[]
  why: readonly string[]
}

const WISH_COLUMNS = `w.*, (SELECT count(*) FROM wish_lines l WHERE l.wish_id = w.id) AS line_count`

/** The volunteer tables of users and their lines; every method is scoped to the owner. */
export class Wishes {
  readonly #s

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {
    this.#s = {
      one: db.prepare(`SELECT ${WISH_COLUMNS} FROM wish_lists w WHERE w.id = ? AND w.user_id = ?`),
      page: db.prepare(`SELECT ${WISH_COLUMNS} FROM wish_lists w
        WHERE w.user_id = @userId AND (@kind IS NULL OR w.kind = @kind)
        ORDER BY w.sort_order DESC, w.id DESC LIMIT @limit OFFSET @offset`),
      total: db
        .prepare('SELECT count(*) FROM wish_lists WHERE user_id = @userId AND (@kind IS NULL OR kind = @kind)')
        .pluck(),
      count: db.prepare('SELECT count(*) FROM wish_lists WHERE user_id = ?').pluck(),
      names: db.prepare('SELECT name FROM wish_lists WHERE user_id = ?').pluck(),
      nextSort: db.prepare('SELECT coalesce(max(sort_order), 0) + 1 FROM wish_lists WHERE user_id = ?').pluck(),
      nameTaken: db.prepare('SELECT 1 FROM wish_lists WHERE user_id = ? AND name = ? AND id != ?').pluck(),
      insert: db.prepare(`INSERT INTO wish_lists (user_id, kind, name, info, province, track, batch, accept_adjust,
          physical, preferences, sort_order, created_at, updated_at)
        VALUES (@userId, @kind, @name, @info, @province, @track, @batch, @acceptAdjust, @physical, @preferences,
          @sortOrder, @now, @now) RETURNING id`),
      rename: db.prepare('UPDATE wish_lists SET name = ?, updated_at = ? WHERE id = ?'),
      info: db.prepare(`UPDATE wish_lists SET info = @info, accept_adjust = @acceptAdjust, physical = @physical,
        updated_at = @now WHERE id = @id`),
      regenerate: db.prepare(`UPDATE wish_lists SET name = @name, batch = @batch, accept_adjust = @acceptAdjust,
        physical = @physical, preferences = @preferences, updated_at = @now WHERE id = @id`),
      touch: db.prepare('UPDATE wish_lists SET updated_at = ? WHERE id = ?'),
      remove: db.prepare('DELETE FROM wish_lists WHERE id = ? AND user_id = ?'),
      lines: db.prepare('SELECT * FROM wish_lines WHERE wish_id = ? ORDER BY position, id'),
      line: db.prepare('SELECT * FROM wish_lines WHERE id = ? AND wish_id = ?'),
      lineOf: db.prepare(
        'SELECT * FROM wish_lines WHERE wish_id = ? AND school_id = ? AND group_code = ? AND major_id = ?',
      ),
      lineCount: db.prepare('SELECT count(*) FROM wish_lines WHERE wish_id = ?').pluck(),
      addLine:
        db.prepare(`INSERT INTO wish_lines (wish_id, position, school_id, group_code, major_id, majors, why, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
      setMajors: db.prepare('UPDATE wish_lines SET majors = ? WHERE id = ?'),
      deleteLine: db.prepare('DELETE FROM wish_lines WHERE id = ?'),
      clear: db.prepare('DELETE FROM wish_lines WHERE wish_id = ?'),
      setPosition: db.prepare('UPDATE wish_lines SET position = ? WHERE id = ?'),
    }
  }

  find(userId: number, wishId: number): WishRow | undefined {
    return this.#s.one.get(wishId, userId) as WishRow | undefined
  }

  page(userId: number, kind: 'self' | 'ai' | undefined, pageNum: number, pageSize: number) {
    const params = { userId, kind: kind ?? null }
    return {
      rows: this.#s.page.all({ ...params, limit: pageSize, offset: (pageNum - 1) * pageSize }) as WishRow[],
      total: this.#s.total.get(params) as number,
    }
  }

  count(userId: number): number {
    return this.#s.count.get(userId) as number
  }

  /** The first name of the form made by `name(i)` (i = 1, 2 ...) that the user does not use yet. */
  freeName(userId: number, name: (i: number) => string): string {
    const used = new Set(this.#s.names.all(userId) as string[])
    let i = 1
    while (used.has(name(i))) i++
    return name(i)
  }

  nameTaken(userId: number, name: string, exceptId = 0): boolean {
    return this.#s.nameTaken.get(userId, name, exceptId) !== undefined
  }

  create(userId: number, wish: NewWish, lines: readonly NewLine[] = []): number {
    return this.db.transaction(() => {
      const now = this.now()
      const { id } = this.#s.insert.get({
        userId,
        kind: wish.kind,
        name: wish.name,
        info: wish.info,
        province: wish.province,
        track: wish.track,
        batch: wish.batch,
        acceptAdjust: wish.acceptAdjust ? 1 : 0,
        physical: JSON.stringify(wish.physical),
        preferences: wish.preferences ? JSON.stringify(wish.preferences) : null,
        sortOrder: this.#s.nextSort.get(userId) as number,
        now,
      }) as { id: number }
      this.#insertLines(id, lines, now)
      return id
    })()
  }

  /** Replaces a one-click plan's lines and what it was asked for. */
  regenerate(wish: WishRow, update: Omit<NewWish, 'kind' | 'info' | 'province' | 'track'>, lines: readonly NewLine[]) {
    this.db.transaction(() => {
      const now = this.now()
      this.#s.regenerate.run({
        id: wish.id,
        name: update.name,
        batch: update.batch,
        acceptAdjust: update.acceptAdjust ? 1 : 0,
        physical: JSON.stringify(update.physical),
        preferences: update.preferences ? JSON.stringify(update.preferences) : null,
        now,
      })
      this.#s.clear.run(wish.id)
      this.#insertLines(wish.id, lines, now)
    })()
  }

  rename(wishId: number, name: string): void {
    this.#s.rename.run(name, this.now(), wishId)
  }

  updateInfo(wishId: number, info: string, acceptAdjust: boolean, physical: Physical): void {
    this.#s.info.run({
      id: wishId,
      info,
      acceptAdjust: acceptAdjust ? 1 : 0,
      physical: JSON.stringify(physical),
      now: this.now(),
    })
  }

  remove(userId: number, wishId: number): boolean {
    return this.#s.remove.run(wishId, userId).changes > 0
  }

  lines(wishId: number): LineRow[] {
    return this.#s.lines.all(wishId) as LineRow[]
  }

  line(wishId: number, lineId: number): LineRow | undefined {
    return this.#s.line.get(lineId, wishId) as LineRow | undefined
  }

  lineOf(wishId: number, schoolId: number, groupCode: string, majorId: number): LineRow | undefined {
    return this.#s.lineOf.get(wishId, schoolId, groupCode, majorId) as LineRow | undefined
  }

  lineCount(wishId: number): number {
    return this.#s.lineCount.get(wishId) as number
  }

  /**
   * Appends a line at the end, unless the table already holds `capacity`
   * lines (then undefined). Count and insert share one transaction, so the
   * limit holds however many adds arrive at once.
   */
  addLine(wishId: number, line: NewLine, capacity: number): { id: number; position: number } | undefined {
    return this.insertLine(wishId, line, Number.MAX_SAFE_INTEGER, capacity)
  }

  /** Inserts a line at a position (past the end: last) and renumbers the rest; undefined when the table is full. */
  insertLine(
    wishId: number,
    line: NewLine,
    position: number,
    capacity: number,
  ): { id: number; position: number } | undefined {
    return this.db.transaction(() => {
      const ids = this.lines(wishId).map((l) => l.id)
      if (ids.length >= capacity) return undefined
      const now = this.now()
      const at = Math.min(position, ids.length + 1)
      const { id } = this.#s.addLine.get(
        wishId,
        at,
        line.schoolId,
        line.groupCode,
        line.majorId,
        JSON.stringify(line.majors),
        JSON.stringify(line.why),
        now,
      ) as { id: number }
      ids.splice(at - 1, 0, id)
      this.#renumber(wishId, ids)
      return { id, position: at }
    })()
  }

  setMajors(wishId: number, lineId: number, majors: readonly number[]): void {
    this.#s.setMajors.run(JSON.stringify(majors), lineId)
    this.#s.touch.run(this.now(), wishId)
  }

  /** Deletes a line and closes the gap. */
  deleteLine(wishId: number, lineId: number): void {
    this.db.transaction(() => {
      this.#s.deleteLine.run(lineId)
      this.#renumber(
        wishId,
        this.lines(wishId).map((l) => l.id),
      )
    })()
  }

  clear(wishId: number): void {
    this.#s.clear.run(wishId)
    this.#s.touch.run(this.now(), wishId)
  }

  /** Sets positions 1..n in the given order (every line of the table once). */
  setOrder(wishId: number, lineIds: readonly number[]): void {
    this.db.transaction(() => this.#renumber(wishId, lineIds))()
  }

  #renumber(wishId: number, lineIds: readonly number[]): void {
    for (const [i, id] of lineIds.entries()) this.#s.setPosition.run(i + 1, id)
    this.#s.touch.run(this.now(), wishId)
  }

  #insertLines(wishId: number, lines: readonly NewLine[], now: number): void {
    for (const [i, line] of lines.entries()) {
      this.#s.addLine.run(
        wishId,
        i + 1,
        line.schoolId,
        line.groupCode,
        line.majorId,
        JSON.stringify(line.majors),
        JSON.stringify(line.why),
        now,
      )
    }
  }
}
