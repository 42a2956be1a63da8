import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import VideoIntro from '@/widgets/video-intro/video-intro'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'

const video = {
  id: 1012,
  title: '寻常型银屑病的临床表现与皮肤镜特征',
  bigPicUrl: 'https://cdn.dermacampus.cn/covers/1012.png',
  posterUrl: '',
  duration: 1860,
  introduction: '<p>本节介绍寻常型银屑病的<strong>典型表现</strong>。</p>',
  viewCount: 12011,
  lecturer: { name: '张建中', title: '主任医师', hospital: '北京大学人民医院', avatarUrl: '' },
}

describe('VideoIntro', () => {
  it('shows the cover with its duration, the title, lecturer, introduction and the notice', () => {
    renderWithRuntime(<VideoIntro video={video} />)
    expect(screen.getByRole('heading', { name: video.title })).toBeTruthy()
    expect(screen.getByText('31:00')).toBeTruthy()
    expect(screen.getByText('张建中')).toBeTruthy()
    expect(screen.getByText('主任医师 · 北京大学人民医院')).toBeTruthy()
    expect(screen.getByText('典型表现')).toBeTruthy()
    expect(screen.getByText(/本视频仅供医疗专业人士学习交流/)).toBeTruthy()
    expect(screen.getByRole('img', { name: video.title }).getAttribute('src')).toBe(video.bigPicUrl)
  })

  it('开始观看 opens the video screen with its id', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<VideoIntro video={video} />, runtime)
    await userEvent.click(screen.getByRole('button', { name: '开始观看' }))
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/video/detail?id=1012', replace: false })
  })

  it('the notice can be configured', () => {
    renderWithRuntime(<VideoIntro video={video} notice="仅限认证医生观看" />)
    expect(screen.getByText('仅限认证医生观看')).toBeTruthy()
  })

  it('an empty cover shows the default picture', () => {
    renderWithRuntime(<VideoIntro video={{ ...video, bigPicUrl: '' }} />)
    expect(screen.getByRole('img', { name: video.title }).getAttribute('data-fallback')).toBe('true')
  })

  it('a missing video says 视频不存在或已下线', () => {
    renderWithRuntime(<VideoIntro video={null} />)
    expect(screen.getByText('视频不存在或已下线')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '开始观看' })).toBeNull()
  })
})
