import { Link } from '@tanstack/react-router'

interface Props {
  /** The detail page of what the row is about. */
  to: '/college/$id' | '/major/$id'
  id: number
  name: string
}

/** A table row's header cell: the school's or major's name, linking to its page. */
export function RowHeaderLink({ to, id, name }: Props) {
  return (
    <th scope="row">
      <Link to={to} params={{ id }}>
        {name}
      </Link>
    </th>
  )
}
