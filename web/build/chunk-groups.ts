/**
 * How the build groups modules into chunks (Rolldown's codeSplitting.groups).
 * docs/performance-budgets.md, "Fewer requests before the first paint", has
 * the measurements behind it.
 *
 * Left to itself, Rolldown gives every set of routes that shares a module a
 * chunk of its own, and each CSS module's styles a file beside it: 26-36
 * requests before a page could paint, which a phone on HTTP/1.1 fetches six
 * at a time, each costing a round trip. These groups bring the four audited
 * pages to 12-16 files for 8-13 kB more (brotli).
 *
 * Every group but `react` sets includeDependenciesRecursively: false, so a
 * group holds only the modules it names; otherwise it would also take in
 * every Semi component they reach, and every page would load them.
 */

/** Modules our shared code loads with import() on first use; in a group they would load with every page. */
export const LOADED_ON_DEMAND = [/components[\\/]data[\\/]NoteTooltip/, /components[\\/]charts[\\/]echarts/]

/**
 * Shared modules that bring Semi's form code (Form hooks, Select, Modal):
 * grouped with the rest, they would make every page download it.
 */
export const BRINGS_SEMI_FORMS = [/components[\\/]form[\\/]LengthCount/, /features[\\/]planning[\\/]/]

/** Contract definitions of endpoints: kept with the pages that call them, by Rolldown's own splitting. */
const ENDPOINT_CONTRACTS = /contracts[\\/]src[\\/]api[\\/]/
/**
 * The parts of the endpoint modules split by sub-domain (contracts/src/api/college/, planning/) and the table risk
 * planning's parts import. As one module each they travelled in `app`, which the entry needs; a part only lazy pages
 * use (planning's tables) would be a file of its own, so it goes to `common`, which those pages load anyway.
 */
const ENDPOINT_PARTS = /contracts[\\/]src[\\/]api[\\/]((college|planning)[\\/]|planning-risk\.ts$)/

/**
 * Contracts' texts and rules that only one feature's pages use: they travel with that feature's modules (its
 * group, or the page's own chunk) instead of in `common`, which every page loads. A module not listed here
 * stays in `common`: correct, only heavier for the pages that do not use it.
 */
const FEATURE_CONTRACTS: Record<string, RegExp> = {
  account: /contracts[\\/]src[\\/]texts-student\.ts$/,
  compare: /contracts[\\/]src[\\/]texts-compare-page\.ts$/,
  // With its endpoints: features/conversion's modules in this chunk call them, and their schemas read these texts,
  // so apart they made two chunks that import each other, and the texts were undefined when the schemas ran.
  conversion: /contracts[\\/]src[\\/](texts-conversion|api[\\/]conversion)\.ts$/,
  expert: /contracts[\\/]src[\\/]texts-expert\.ts$/,
  membership: /contracts[\\/]src[\\/](texts-membership|rules[\\/]money)\.ts$/,
  planning: /contracts[\\/]src[\\/]texts-(admission|fill|planning|table-risk|wish-codes)\.ts$/,
  subject: /contracts[\\/]src[\\/]texts-subject\.ts$/,
}
const featureOfContract = (id: string) => Object.entries(FEATURE_CONTRACTS).find(([, pattern]) => pattern.test(id))?.[0]

/**
 * Shared folders whose modules travel like a feature's (a chunk of their own when pages share them) instead of in
 * `common`, which every page loads: the member lock, gate and offers with membership's texts, and the reference
 * data's calls the entry does not make. They were features' modules before the shared layer (docs/web-features.md).
 */
const SHARED_GROUPS: Record<string, RegExp> = {
  membership: /web[\\/]src[\\/]((api|components)[\\/]member[\\/]|lib[\\/]member-gate\.ts$)/,
  reference: /web[\\/]src[\\/]api[\\/]reference[\\/]/,
}
const sharedGroupOf = (id: string) => Object.entries(SHARED_GROUPS).find(([, pattern]) => pattern.test(id))?.[0]

const OUR_SOURCE = /(web|contracts)[\\/]src[\\/]/
const SHARED_CODE = /web[\\/]src[\\/](components|lib)[\\/]|contracts[\\/]src[\\/]/
const FEATURE = /web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/

const matchesAny = (id: string, patterns: readonly RegExp[]) => patterns.some((pattern) => pattern.test(id))

/** Whether a module belongs in the `common` chunk every page loads. */
export function isCommonModule(id: string): boolean {
  return (
    SHARED_CODE.test(id) &&
    (!ENDPOINT_CONTRACTS.test(id) || ENDPOINT_PARTS.test(id)) &&
    featureOfContract(id) === undefined &&
    sharedGroupOf(id) === undefined &&
    !matchesAny(id, [...LOADED_ON_DEMAND, ...BRINGS_SEMI_FORMS])
  )
}

/** Whether a feature's modules are left to Rolldown's own splitting, as those that bring Semi's forms are. */
const leftToRolldown = (feature: string) => matchesAny(`/web/src/features/${feature}/`, BRINGS_SEMI_FORMS)

/**
 * The chunk of a feature's modules (and its contracts) that more than one page uses, or undefined outside the
 * features.
 */
export function featureChunkName(id: string): string | undefined {
  const webFeature = FEATURE.exec(id)?.[1]
  if (webFeature) return leftToRolldown(webFeature) ? undefined : `feature-${webFeature}`
  const sharedGroup = sharedGroupOf(id)
  if (sharedGroup) return `feature-${sharedGroup}`
  // A feature's contracts bring no Semi, so even a feature left to Rolldown gets them in one chunk, not one per page set.
  const contractFeature = featureOfContract(id)
  return contractFeature ? `feature-${contractFeature}` : undefined
}

export const chunkGroups = [
  // The framework every page runs, cached apart from our code, which changes more often.
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|valtio|proxy-compare)[\\/]/,
    priority: 3,
  },
  // The libraries the entry needs besides the framework (Semi's Button, Spin and Icon, with what they use, and their
  // styles): one chunk instead of five.
  {
    name: 'semi',
    test: /node_modules[\\/]/,
    tags: ['$initial' as const],
    priority: 2,
    includeDependenciesRecursively: false,
  },
  // Every CSS module of ours, whatever page uses it: one stylesheet (10 kB brotli) instead of one per component.
  {
    name: 'styles',
    test: /web[\\/]src[\\/].*\.module\.css$/,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  // Our code that the entry needs anyway (shell, stores, texts, route definitions).
  {
    name: 'app',
    test: (id: string) => OUR_SOURCE.test(id) || id.includes('vite/preload-helper'),
    tags: ['$initial' as const],
    priority: 1,
    includeDependenciesRecursively: false,
  },
  // Shared components, hooks, rules and texts that pages load after the entry: one chunk instead of one each.
  {
    name: 'common',
    test: isCommonModule,
    includeDependenciesRecursively: false,
  },
  // A feature's modules that several pages use (MemberLock, FocusButton...): one chunk per feature.
  {
    name: (id: string) => featureChunkName(id) ?? null,
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
]
