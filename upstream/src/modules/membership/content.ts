import type { DataOf, queryEarlyBatch, queryVipCourses } from '@gaokao/contracts'

/** Our own VIP course titles (member feature: VIP课程). */
export const VIP_COURSES: DataOf<typeof queryVipCourses> = [
  {
    id: 1,
    title: '新高考志愿填报全流程精讲',
    summary: '从出分、位次到投档录取，一次讲清每一步',
    lessons: 8,
    minutes: 160,
  },
  {
    id: 2,
    title: '读懂一分一段表与等位分',
    summary: '为什么比分数更该看位次，如何换算往年等位分',
    lessons: 4,
    minutes: 60,
  },
  { id: 3, title: '院校专业组与选科要求', summary: '专业组怎么选，选科不符的志愿为什么无效', lessons: 5, minutes: 75 },
  { id: 4, title: '冲稳保梯度怎么拉开', summary: '志愿表的顺序、比例与常见失误', lessons: 6, minutes: 90 },
  { id: 5, title: '服从调剂与退档风险', summary: '服从与不服从调剂各自意味着什么', lessons: 3, minutes: 45 },
  { id: 6, title: '专业选择与职业规划', summary: '从兴趣、能力到就业，选专业的几条思路', lessons: 6, minutes: 100 },
]

/** Our own guide to the early batch (member feature: 提前批); the dataset holds no early-batch figures. */
export const EARLY_BATCH_GUIDE: DataOf<typeof queryEarlyBatch> = {
  categories: [
    {
      name: '军队院校',
      schools: ['陆军、海军、空军、火箭军等军队院校的普通高中毕业生招生'],
      requirements: ['政治考核', '军检（体格检查）', '面试', '年龄、婚否等报考条件以当年招生简章为准'],
    },
    {
      name: '公安院校',
      schools: ['公安大学、警察学院等公安院校的公安专业'],
      requirements: ['政治考察', '体检与体能测评', '面试'],
    },
    {
      name: '公费师范生',
      schools: ['部属师范大学及各省公费（定向）师范生项目'],
      requirements: ['签订协议，毕业后到指定地区任教规定年限', '部分项目要求面试'],
    },
    {
      name: '航海、民航飞行等特殊专业',
      schools: ['航海技术、轮机工程、飞行技术等专业'],
      requirements: ['体检对视力、色觉要求较高', '飞行技术需参加招飞体检与心理测评'],
    },
    {
      name: '定向培养',
      schools: ['农村订单定向医学生等定向培养项目'],
      requirements: ['签订定向协议，毕业后到定向地区服务', '有户籍等报考限制'],
    },
  ],
  dataNote:
    '示例数据集未收录提前批的分数线与招生计划；提前批的报考条件与计划以当年省级教育考试院公布的招生计划和院校招生章程为准。',
}
