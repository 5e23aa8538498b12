import { type DataOf, MAJOR_TEXT, type queryMajorDetail } from '@gaokao/contracts'
import { useMemo } from 'react'
import { Chart } from '../../../components/charts/Chart'
import { FigureNotice } from '../../../components/data/FigureNotice'
import { outcomesChartOption } from '../lib/outcomes-chart'
import styles from './Major.module.css'

type Outcomes = DataOf<typeof queryMajorDetail>['outcomes']

/** Salary and employment of the latest graduating year, and a chart of the last three (sample data). */
export function MajorOutcomes({ outcomes }: { outcomes: Outcomes }) {
  const option = useMemo(() => outcomesChartOption(outcomes.history), [outcomes.history])
  const summary = outcomes.history
    .map(
      (h) =>
        `${MAJOR_TEXT.graduates(h.year)}${MAJOR_TEXT.yuanPerMonth(h.salary)}，${MAJOR_TEXT.employmentRate}${MAJOR_TEXT.percent(h.employmentRate)}`,
    )
    .join('；')
  return (
    <section className={styles.section} aria-labelledby="major-outcomes">
      <h2 id="major-outcomes" className={styles.sectionTitle}>
        {MAJOR_TEXT.outcomes}
        <FigureNotice year={outcomes.year} sample={outcomes.demo} />
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>
            {MAJOR_TEXT.salary}（{MAJOR_TEXT.graduates(outcomes.year)}，{MAJOR_TEXT.salaryHint}）
          </dt>
          <dd>{MAJOR_TEXT.yuanPerMonth(outcomes.salary)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>
            {MAJOR_TEXT.employmentRate}（{MAJOR_TEXT.graduates(outcomes.year)}）
          </dt>
          <dd>{MAJOR_TEXT.percent(outcomes.employmentRate)}</dd>
        </div>
      </dl>
      <h3 className={styles.hint}>{MAJOR_TEXT.salaryTrend}</h3>
      <Chart option={option} label={`${MAJOR_TEXT.salaryTrend}：${summary}`} height={260} />
    </section>
  )
}
