import { COMMON_TEXT } from './texts-common.js'

/**
 * The student's details: the labels the student-info form and the personal centre's profile share. A module of its
 * own so that it travels with the account's lazy pages and dialogs, not in the entry (web/build/chunk-groups.ts).
 */
export const STUDENT_TEXT = {
  profileLabel: '学生信息',
  edit: '编辑学生信息',
  phone: '手机号',
  password: '密码',
  verifyCode: '验证码',
  nickName: '姓名',
  sex: '性别',
  nation: '民族',
  nationName: '民族名称',
  freshGraduate: '应届/往届',
  language: '外语语种',
  locality: '学校所在地',
  localityPlaceholder: '请选择省份/城市',
  province: '高考省份',
  examMode: '考试模式',
  examYear: '高考年份',
  examYearOption: (year: number) => `${year}年`,
  subjects: '选考科目',
  subjectsThreeOfSix: '选考科目（选3科）',
  firstSubject: '首选科目（选1科）',
  secondSubjects: '再选科目（选2科）',
  score: '高考分数',
  rank: COMMON_TEXT.rank,
  rankValue: (rank: string) => `${rank} 名`,
  rankPending: '查询中...',
  rankHint: '填写省份、科目和分数后自动查询',
} as const
