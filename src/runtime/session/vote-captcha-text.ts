/** spec §5 wording (the spec gives the meaning; this is the Chinese the doctor reads). */
export const voteCaptchaText = {
  title: '为保证投票结果公平公正，投票前请先完成验证',
  placeholder: '请输入图中字符',
  empty: '请输入验证码',
  refresh: '换一张',
  cancel: '取消',
  confirm: '确定',
} as const
