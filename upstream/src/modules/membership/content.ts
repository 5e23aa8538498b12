import type { DataOf, queryEarlyBatch } from '@gaokao/contracts'

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
