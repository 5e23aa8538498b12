import { Outlet } from '@tanstack/react-router'
import { LoadingLayer } from '../feedback/LoadingLayer'
import { ToastLayer } from '../feedback/ToastLayer'
import { ProvincePicker } from '../province/ProvincePicker'
import styles from './AppShell.module.css'
import { Footer } from './Footer'
import { Header } from './Header'
import { RouteProgress } from './RouteProgress'

/** One layout for every route (spec §2): progress bar, header, the page, footer and the global overlays. */
export function AppShell() {
  return (
    <div className={styles.shell}>
      <RouteProgress />
      <Header />
      <main className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ProvincePicker />
      <ToastLayer />
      <LoadingLayer />
    </div>
  )
}
