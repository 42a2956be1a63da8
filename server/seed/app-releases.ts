import type { appRelease } from '../db/index'

/** The about-app screen's history: what each DermaCampus release brought to dermatologists. */
export const appReleases: readonly (typeof appRelease.$inferInsert)[] = [
  {
    version: '3.8.0',
    releasedAt: '2026-01-15',
    notes: [
      '新增「银屑病规范化诊疗」系列课程，按章节记录学习进度',
      '课程播放支持倍速与断点续播',
      '登录页支持微信一键登录',
    ],
  },
  {
    version: '3.9.0',
    releasedAt: '2026-03-05',
    notes: [
      '直播间上线：皮肤镜读片直播，支持预约提醒与回放',
      '直播中可向讲者提问，精选问题会在答疑环节解答',
      '修复部分安卓机型视频全屏后无法退出的问题',
    ],
  },
  {
    version: '3.10.0',
    releasedAt: '2026-05-20',
    notes: [
      '「谁是皮肤专家」病例投票活动上线，可为喜欢的病例分享拉票',
      '活动页新增知情同意确认，签署后即可参与',
      '特应性皮炎专题课程包上线，含 12 节精品课',
    ],
  },
  {
    version: '3.11.0',
    releasedAt: '2026-07-28',
    notes: [
      '学习证书上线：完成课程与考试即可领取电子证书',
      '「我的成长学院」新增学习时长与证书统计',
      '痤疮与玫瑰痤疮联合诊疗课程上线',
    ],
  },
  {
    version: '3.12.0',
    releasedAt: '2026-09-16',
    notes: [
      '线下训练营开放报名，支持在线签到与座位查询',
      '课程支持收藏与点赞「想学」，首页按学习记录推荐课程',
      '黑素瘤皮肤镜鉴别诊断系列直播回放上线',
    ],
  },
  {
    version: '3.12.1',
    releasedAt: '2026-10-09',
    notes: ['修复部分 iOS 设备下载证书失败的问题', '优化直播回放的加载速度'],
  },
]
