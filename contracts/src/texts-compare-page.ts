/** Texts of 院校对比 (/compare); the basket's are in texts-compare.ts. */
import { COMPARE_MAX, COMPARE_MIN } from './rules/compare.js'
import { COMMON_TEXT } from './texts-common.js'

export const COMPARE_TEXT = {
  title: '院校对比',
  needMore: `请至少选择${COMPARE_MIN}所院校进行对比：在院校列表或院校详情页点“加入对比”`,
  badIds: '对比链接有误：院校ID应为正整数，如 /compare?ids=1,2',
  tooMany: (n: number) => `一次最多对比${COMPARE_MAX}所院校，链接中的${n}所只显示前${COMPARE_MAX}所`,
  unknownIds: (ids: readonly number[]) => `未找到院校ID为 ${ids.join('、')} 的院校，已略去`,
  findSchools: '去查大学',
  remove: '移出',
  school: COMMON_TEXT.school,
  rows: {
    level: COMMON_TEXT.schoolLevel,
    type: '类型 / 性质',
    tags: COMMON_TEXT.schoolTags,
    location: COMMON_TEXT.location,
    authority: COMMON_TEXT.authority,
    ranking: '本站排名',
    line: '最低分 / 位次',
    majors: '开设专业',
    tuition: COMMON_TEXT.tuition,
  },
  lineOf: (year: number, province: string, track: string) => `${year}年 ${province} ${track}`,
  noLine: '该省无录取数据',
  noProvince: '选择高考省份后显示本省录取分数线与学费',
  noTags: '无',
  majorCount: (n: number) => `共${n}个专业`,
  tuition: (min: number, max: number) =>
    min === max
      ? `${min.toLocaleString('zh-CN')}元/年`
      : `${min.toLocaleString('zh-CN')}–${max.toLocaleString('zh-CN')}元/年`,
  tuitionOf: (year: number, province: string) => `${year}年 ${province}招生计划`,
  noTuition: '暂无招生计划',
  better: '较优',
  betterNote: '“较优”标出最低位次最靠前（数字最小）的院校；只比同一年、同一科类的已知位次。',
  swipeHint: '左右滑动查看更多院校',
} as const
