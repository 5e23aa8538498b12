import { Outlet } from '@tanstack/react-router'
import { CompareBar } from '../../components/compare/CompareBar'
import { LoadingLayer } from '../../components/feedback/LoadingLayer'
import { ToastLayer } from '../../components/feedback/ToastLayer'
import { RouteProgress } from '../../components/layout/RouteProgress'
import styles from './AppShell.module.css'
import { Dialogs } from './Dialogs'
import { Footer } from './Footer'
import { Header } from './Header'
import { ProfileNag } from './ProfileNag'

/** One layout for every route (docs/spec-rules.md, Screens): progress bar, header, the page, footer and the global overlays. */
export function AppShell() {
  return (
    <div className={styles.shell}>
      <RouteProgress />
      <Header />
      <main className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <CompareBar />
      <Dialogs />
      <ProfileNag />
      <ToastLayer />
      <LoadingLayer />
    </div>
  )
}
