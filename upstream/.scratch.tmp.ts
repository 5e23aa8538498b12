import { loadAuthoredData, fingerprintAuthoredData } from './src/dataset/load.js'
let t = performance.now()
try { const d = loadAuthoredData(); console.log(d.colleges.length, d.majors.length, d.jobs.length, d.assessments.length, d.articles.length, d.fingerprint.slice(0, 12)) } catch (e) { console.log(String(e).slice(0, 3000)) }
console.log('load ms', performance.now() - t)
t = performance.now(); fingerprintAuthoredData(); console.log('fp ms', performance.now() - t)
