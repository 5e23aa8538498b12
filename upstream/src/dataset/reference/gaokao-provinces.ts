import type { ExamMode } from '@gaokao/contracts'

/**
 * The 31 provinces that hold the gaokao, with their exam mode for the exam
 * years the site offers. 新疆 and 西藏 still sit the traditional 文理 exam
 * until 2026 and move to 3+1+2 from 2027; the site models them as 3+1+2
 * (docs/exam-modes.md explains why).
 */
export const GAOKAO_PROVINCES: readonly { name: string; regionCode: string; gkms: ExamMode }[] = [
  { name: '北京', regionCode: '110000', gkms: '3+3' },
  { name: '天津', regionCode: '120000', gkms: '3+3' },
  { name: '河北', regionCode: '130000', gkms: '3+1+2' },
  { name: '山西', regionCode: '140000', gkms: '3+1+2' },
  { name: '内蒙古', regionCode: '150000', gkms: '3+1+2' },
  { name: '辽宁', regionCode: '210000', gkms: '3+1+2' },
  { name: '吉林', regionCode: '220000', gkms: '3+1+2' },
  { name: '黑龙江', regionCode: '230000', gkms: '3+1+2' },
  { name: '上海', regionCode: '310000', gkms: '3+3' },
  { name: '江苏', regionCode: '320000', gkms: '3+1+2' },
  { name: '浙江', regionCode: '330000', gkms: '3+3' },
  { name: '安徽', regionCode: '340000', gkms: '3+1+2' },
  { name: '福建', regionCode: '350000', gkms: '3+1+2' },
  { name: '江西', regionCode: '360000', gkms: '3+1+2' },
  { name: '山东', regionCode: '370000', gkms: '3+3' },
  { name: '河南', regionCode: '410000', gkms: '3+1+2' },
  { name: '湖北', regionCode: '420000', gkms: '3+1+2' },
  { name: '湖南', regionCode: '430000', gkms: '3+1+2' },
  { name: '广东', regionCode: '440000', gkms: '3+1+2' },
  { name: '广西', regionCode: '450000', gkms: '3+1+2' },
  { name: '海南', regionCode: '460000', gkms: '3+3' },
  { name: '重庆', regionCode: '500000', gkms: '3+1+2' },
  { name: '四川', regionCode: '510000', gkms: '3+1+2' },
  { name: '贵州', regionCode: '520000', gkms: '3+1+2' },
  { name: '云南', regionCode: '530000', gkms: '3+1+2' },
  { name: '西藏', regionCode: '540000', gkms: '3+1+2' },
  { name: '陕西', regionCode: '610000', gkms: '3+1+2' },
  { name: '甘肃', regionCode: '620000', gkms: '3+1+2' },
  { name: '青海', regionCode: '630000', gkms: '3+1+2' },
  { name: '宁夏', regionCode: '640000', gkms: '3+1+2' },
  { name: '新疆', regionCode: '650000', gkms: '3+1+2' },
]
