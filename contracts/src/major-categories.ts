/**
 * The major catalogue's categories, apart from the planning texts: /choice's
 * search params (in the route definitions every page loads) read them, and
 * from texts-planning.ts they brought all of PLANNING_TEXT into every page's
 * first load (docs/performance-budgets.md).
 */
/** 本科 门类 and 专科 专业大类, in catalogue order: the major-category filter's options. */
export const MAJOR_CATEGORIES = {
  本科: [
    '哲学',
    '经济学',
    '法学',
    '教育学',
    '文学',
    '历史学',
    '理学',
    '工学',
    '农学',
    '医学',
    '管理学',
    '艺术学',
    '交叉学科',
  ],
  专科: [
    '农林牧渔大类',
    '资源环境与安全大类',
    '能源动力与材料大类',
    '土木建筑大类',
    '水利大类',
    '装备制造大类',
    '生物与化工大类',
    '轻工纺织大类',
    '食品药品与粮食大类',
    '交通运输大类',
    '电子与信息大类',
    '医药卫生大类',
    '财经商贸大类',
    '旅游大类',
    '文化艺术大类',
    '新闻传播大类',
    '教育与体育大类',
    '公安与司法大类',
    '公共管理与服务大类',
  ],
} as const
