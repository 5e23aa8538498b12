/** Texts of the personal centre's tabs (/personal) and the head image calls' refusals. */

export const PERSONAL_TEXT = {
  tabProfile: '个人资料',
  tabFocus: '我的关注',
  tabEvaluations: '我的测评',
  tabWishes: '我的志愿表',
  tabMembership: '订单与会员',
  focusedSchools: '关注的院校',
  focusedMajors: '关注的专业',
  noFocusedSchools: '还没有关注院校',
  noFocusedMajors: '还没有关注专业',
  goColleges: '去查大学',
  goMajors: '去查专业',
  noWishes: '还没有志愿表',
  buildWish: '去填报志愿',
  wishLines: (n: number, capacity: number) => `${n} / ${capacity} 个志愿`,
  wishKind: (kind: 'self' | 'ai') => (kind === 'ai' ? 'AI方案' : '自主填报'),
  headImage: '头像',
  uploadHeadImage: '更换头像',
  headImageHint: '支持 JPG、PNG、WebP，不超过 2MB',
  uploaded: '头像已更新',
  noFile: '请选择要上传的图片',
  notImage: '只能上传 JPG、PNG 或 WebP 图片',
  tooLarge: '图片不能超过 2MB',
  /** A multipart body the server cannot read: no boundary, an empty one, or a body cut short or not framed by it. */
  badUpload: '上传的文件格式不正确',
  total: (n: number) => `共 ${n} 条`,
  headImageAlt: '我的头像',
  noHeadImage: '还没有头像',
  uploading: '正在上传...',
  focusedAt: (date: string) => `关注于 ${date}`,
  finishedAt: (date: string) => `完成于 ${date}`,
  viewWish: '查看志愿表',
  viewReport: '查看报告',
  updatedAt: (date: string) => `更新于 ${date}`,
} as const

/** The personal centre's tabs, in the order shown (the `tab` search param of /personal). */
export const PERSONAL_TABS = ['profile', 'focus', 'evaluations', 'wishes', 'membership'] as const
export type PersonalTab = (typeof PERSONAL_TABS)[number]
