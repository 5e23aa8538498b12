import { createFileRoute } from '@tanstack/react-router'
import { DataNotePage } from '../features/site/components/DataNotePage'

export const Route = createFileRoute('/dataNote')({ component: DataNotePage })
