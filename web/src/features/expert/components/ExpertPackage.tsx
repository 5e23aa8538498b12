import { type DataOf, EXPERT_PAGE_TEXT, EXPERT_PRODUCT, type queryConsultIntention } from '@gaokao/contracts'
import { ProductOffers } from '../../../components/member/ProductOffers'
import styles from './Expert.module.css'

/**
 * The expert consultation package (queryProduct's 'expert'): bought, it lets
 * the holder keep more consultations open (the upstream's grant); the page
 * says whether the user holds it, or offers it with the purchase dialog.
 */
export function ExpertPackage({ held }: { held: DataOf<typeof queryConsultIntention>['expertPackage'] }) {
  const until = held.active && held.expiresAt !== null ? held.expiresAt : undefined
  return (
    <ProductOffers
      title={EXPERT_PAGE_TEXT.packageTitle}
      codes={[EXPERT_PRODUCT]}
      heldUntil={until === undefined ? {} : { [EXPERT_PRODUCT]: until }}
    >
      <p className={styles.meta}>{until === undefined ? EXPERT_PAGE_TEXT.packagePerk : EXPERT_PAGE_TEXT.packageHeld}</p>
    </ProductOffers>
  )
}
