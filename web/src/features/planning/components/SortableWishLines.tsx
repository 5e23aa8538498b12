import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { PLANNING_PAGE_TEXT, type WishLine } from '@gaokao/contracts'
import { Fragment, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { showMessage } from '../../../stores/messages'
import { useDeleteLine, useDragSort, useMoveLine } from '../api/wishes'
import { deletedLine, remember } from '../lib/deleted-line'
import styles from './planning.module.css'
import { UndoDelete } from './UndoDelete'
import { lineTitle, WishLineCard } from './WishLineCard'
import tableStyles from './wish-table.module.css'

const T = PLANNING_PAGE_TEXT

/**
 * The lines of a table, reordered by dragging a handle (pointer, touch or
 * keyboard: dnd-kit) or by typing a position; every new order is saved.
 */
export function SortableWishLines({ wishId, lines }: { wishId: number; lines: readonly WishLine[] }) {
  const [order, setOrder] = useState(() => lines.map((l) => l.id))
  useEffect(() => setOrder(lines.map((l) => l.id)), [lines])
  const drag = useDragSort()
  const move = useMoveLine()
  const remove = useDeleteLine()
  const busy = drag.isPending || move.isPending || remove.isPending
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const byId = new Map(lines.map((l) => [l.id, l]))
  // 撤销 stands where the deleted line stood (past the end: last), so the eye and the focus stay there.
  const { current: deleted } = useSnapshot(deletedLine)
  const undoAt = deleted?.restore.wishId === wishId ? Math.min(deleted.restore.position, order.length + 1) : 0
  const place = (id: string | number) => order.indexOf(Number(id)) + 1

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const next = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)))
    const before = order
    setOrder(next)
    drag.mutate({ wishId, lineIds: next }, { onError: () => setOrder(before) })
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: T.dragInstructions },
        announcements: {
          onDragStart: ({ active }) => T.dragStart(place(active.id)),
          onDragOver: ({ active, over }) => (over ? T.dragOver(place(active.id), place(over.id)) : undefined),
          onDragEnd: ({ active, over }) => (over ? T.dragEnd(place(active.id), place(over.id)) : undefined),
          onDragCancel: ({ active }) => T.dragCancel(place(active.id)),
        },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className={styles.lines} aria-busy={busy}>
          {order.map((id, i) => {
            const line = byId.get(id)
            if (!line) return null
            return (
              <Fragment key={id}>
                {undoAt === i + 1 && <UndoDelete wishId={wishId} inList />}
                <SortableLine
                  line={{ ...line, position: i + 1 }}
                  count={order.length}
                  busy={busy}
                  onMove={(position) =>
                    move.mutate(
                      { wishId, lineId: id, position },
                      { onSuccess: () => showMessage('success', T.moved(position)) },
                    )
                  }
                  onDelete={() =>
                    remove.mutate(
                      { wishId, lineId: id },
                      // 撤销 (UndoDelete) takes the place of the toast: it says the same and puts the line back.
                      { onSuccess: () => remember(wishId, line, i + 1, lineTitle(line)) },
                    )
                  }
                  onDeleteMajor={(majorId) =>
                    remove.mutate(
                      { wishId, lineId: id, majorId },
                      // Its last major gone, the line is gone too: that can be undone like a delete.
                      { onSuccess: () => line.majors.length === 1 && remember(wishId, line, i + 1, lineTitle(line)) },
                    )
                  }
                />
              </Fragment>
            )
          })}
          {undoAt > order.length && <UndoDelete wishId={wishId} inList />}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function SortableLine({
  line,
  count,
  busy,
  onMove,
  onDelete,
  onDeleteMajor,
}: {
  line: WishLine
  count: number
  busy: boolean
  onMove: (position: number) => void
  onDelete: () => void
  onDeleteMajor: (majorId: number) => void
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: line.id,
  })
  return (
    <WishLineCard
      line={line}
      count={count}
      innerRef={setNodeRef}
      dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      edit={{
        busy,
        onMove,
        onDelete,
        onDeleteMajor,
        handle: (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={tableStyles.handle}
            {...attributes}
            {...listeners}
            aria-label={T.dragHandle(line.position, lineTitle(line))}
          >
            ⠿
          </button>
        ),
      }}
    />
  )
}
