import { loadAuthoredData } from './src/dataset/load.js'
import { generateDataset } from './src/generate/dataset.js'
import type { DatasetSink } from './src/generate/rows.js'
const a = loadAuthoredData()
const noop = () => {}
const sink = { cohort: noop, scoreRank: noop, batchLine: noop, schoolMajor: noop, schoolAdmission: noop, majorAdmission: noop, plan: noop, schoolRanking: noop } as DatasetSink
for (let i = 0; i < 3; i++) { const t = performance.now(); generateDataset(a, sink); console.log('gen ms', Math.round(performance.now() - t)) }
