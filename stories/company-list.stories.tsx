import type { Meta, StoryObj } from '@storybook/react-vite'
import CompanyList from '@/widgets/company-list/company-list'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const companies = [
  {
    id: 1,
    name: '上海皓肤医药科技有限公司',
    purpose: '线下训练营报名审核、学员通知与学分申报',
    dataTypes: ['姓名', '手机号', '执业医院', '科室', '职称'],
    contact: 'privacy@haofu-pharma.example.com',
    url: 'https://www.haofu-pharma.example.com/privacy',
  },
  {
    id: 2,
    name: '北京医学继续教育服务中心',
    purpose: '继续医学教育学分核算与证书发放',
    dataTypes: ['姓名', '执业证书编号', '学习记录'],
    contact: '010-6512 3456',
    url: 'https://cme.example.org/privacy',
  },
  {
    id: 3,
    name: '杭州云信通讯技术有限公司',
    purpose: '发送登录验证码与课程提醒短信',
    dataTypes: ['手机号'],
    contact: 'dpo@yunxin.example.com',
    url: '',
  },
]

const meta = {
  title: 'Partners/CompanyList',
  component: CompanyList,
  ...widgetDocs('CompanyList'),
  args: { ...runtimeArgs() },
  decorators: [withRuntime({ api: { 'consent.companyList': companies } })],
} satisfies Meta<typeof CompanyList>

export default meta
type Story = StoryObj<typeof meta>

/** Three partners; the last one has no privacy-policy link. */
export const Default: Story = {}

/** Only the partner enterprises (flag 2). */
export const PartnersOnly: Story = { args: { flag: '2' } }

export const Loading: Story = {
  decorators: [withRuntime({ api: { 'consent.companyList': pending } })],
}

export const Empty: Story = {
  decorators: [withRuntime({ api: { 'consent.companyList': [] } })],
}

/** The list could not be loaded: a retry. */
export const Failed: Story = {
  decorators: [
    withRuntime({ api: { 'consent.companyList': refused(0, 'network.error', '网络连接失败，请稍后重试') } }),
  ],
}

export const LongTexts: Story = {
  decorators: [
    withRuntime({
      api: {
        'consent.companyList': [
          {
            id: 9,
            name: '中国医师协会皮肤科医师分会继续医学教育与学术推广合作中心（北京）有限责任公司',
            purpose:
              '为您提供线下训练营报名、学员资格审核、学术会议邀请、继续医学教育学分申报与证书邮寄服务，并在去标识化后用于课程质量评估与学术研究统计分析',
            dataTypes: [
              '姓名',
              '手机号',
              '执业医院',
              '科室',
              '职称',
              '执业证书编号',
              '邮寄地址',
              '学习与考试记录',
            ],
            contact:
              '个人信息保护负责人：王先生，电话 400-820-1234 转 8，邮箱 privacy-office@cdca-cme.example.org',
            url: 'https://cdca-cme.example.org/legal/privacy-policy-2026',
          },
        ],
      },
    }),
  ],
}
