/**
 * The type (院校类型) of a school we know only from the MOE list, read off its
 * name: the list has no type (its column says 综合 for every school), and a
 * school's name usually says what it teaches (中国医科大学, 华中师范大学).
 * The first rule whose word the name holds decides, so the narrower words
 * come first: 中南民族大学 is 民族, 畜牧兽医 农林 (not 医药), 中南财经政法大学
 * 财经; 吉林师范大学 is 师范, and no school is 农林 for 吉林's or 桂林's 林
 * (only 林业, 林学 and 园林 count). 职业技术学院 says nothing: 技术 is no rule.
 * A name that says nothing is 综合. docs/real-data.md ("Colleges: the MOE
 * list") gives the rule and how often it agrees with the types we wrote.
 */
const RULES: readonly (readonly [type: string, words: readonly string[]])[] = [
  ['民族', ['民族']],
  ['体育', ['体育']],
  ['艺术', ['艺术', '美术', '音乐', '戏剧', '戏曲', '电影', '舞蹈', '传媒']],
  ['农林', ['畜牧', '兽医']],
  ['医药', ['医', '药', '卫生', '护理', '康复']],
  ['师范', ['师范', '幼儿', '教育学院']],
  ['语言', ['外国语', '外语', '语言', '翻译']],
  [
    '财经',
    [
      '财经',
      '财政',
      '财贸',
      '经贸',
      '商学',
      '商贸',
      '商业',
      '经济',
      '金融',
      '会计',
      '工商',
      '税务',
      '审计',
      '外贸',
      '旅游',
    ],
  ],
  ['政法', ['政法', '法学', '警察', '警官', '公安', '司法', '政治']],
  ['农林', ['农', '林业', '林学', '园林', '水产']],
  [
    '理工',
    [
      '理工',
      '工业',
      '科技',
      '工程',
      '交通',
      '电力',
      '石油',
      '化工',
      '建筑',
      '电子',
      '信息',
      '机电',
      '铁道',
      '铁路',
      '航空',
      '航天',
      '邮电',
      '地质',
      '矿业',
      '能源',
      '汽车',
      '船舶',
      '海事',
      '水利',
      '电机',
      '机械',
      '纺织',
      '轻工',
      '测绘',
      '冶金',
      '钢铁',
      '计算机',
      '软件',
      '通信',
      '民航',
      '海运',
      '工学院',
    ],
  ],
]

export function typeFromName(name: string): string {
  for (const [type, words] of RULES) if (words.some((w) => name.includes(w))) return type
  return '综合'
}
