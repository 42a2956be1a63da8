import type { Meta, StoryObj } from '@storybook/react-vite'
import AppInfo from '@/widgets/app-info/app-info'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Account/AppInfo',
  component: AppInfo,
  ...widgetDocs('AppInfo'),
  args: { ...runtimeArgs(), slogan: '皮肤科医生的学习与协作平台' },
} satisfies Meta<typeof AppInfo>

export default meta
type Story = StoryObj<typeof meta>

/** The about screen opened from the native app, which passes `?version=3.8.2`. */
export const WithVersion: Story = { args: { version: '3.8.2' } }

/** Opened without `version` (the binding resolves to an empty string): no version pill. */
export const WithoutVersion: Story = { args: { version: '' } }

/** A version of only spaces counts as none. */
export const BlankVersion: Story = { args: { version: '   ' } }

/** The entry screen: configured product name and slogan, nothing else. */
export const EntryScreen: Story = { args: {} }

export const NoSlogan: Story = { args: { slogan: undefined, version: '3.8.2' } }

export const LongName: Story = {
  args: {
    name: 'DermaCampus 皮肤科成长学院 · 中国医师协会皮肤科医师分会继续医学教育合作平台',
    slogan: '汇聚银屑病、特应性皮炎、痤疮、皮肤镜与皮肤外科领域的专家课程、病例讨论与学术活动',
    version: '3.8.2-beta.20261122',
  },
}
