import type { Meta, StoryObj } from '@storybook/react-vite'
import CertificateView from '@/widgets/certificate-view/certificate-view'
import { certificate, certificates, utaskCertificate } from './exam-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }

const meta = {
  title: 'Account/CertificateView',
  component: CertificateView,
  ...widgetDocs('CertificateView'),
  args: { ...runtimeArgs(), id: 1 },
  decorators: [withRuntime({ ...doctor, api: { 'certificate.detail': certificate(1) } })],
} satisfies Meta<typeof CertificateView>

export default meta
type Story = StoryObj<typeof meta>

/** EXAMINATION_CERTIFICATE: 考试合格证书 with the score, drawn as a PNG; 保存图片 downloads it. */
export const Examination: Story = {}

/** GRADUATION_CERTIFICATE: 结业证书 of an activity. */
export const Graduation: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'certificate.detail': certificates[1] } })],
}

/** POSTER: the share poster. */
export const Poster: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'certificate.detail': certificates[3] } })],
}

/** A utask (task) certificate (source utask). */
export const Utask: Story = {
  args: { source: 'utask' },
  decorators: [withRuntime({ ...doctor, api: { 'utaskCertificate.detail': utaskCertificate } })],
}

/** A long title and name wrap inside the frame. */
export const LongTitle: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'certificate.detail': certificate(7, {
          title: '2026 皮肤科住院医师规范化培训核心课程（银屑病、特应性皮炎、痤疮、白癜风） · 结业证书',
          posterType: 'GRADUATION_CERTIFICATE',
          holderName: '欧阳明远',
          relatedObject: {
            type: 'COURSE',
            id: 2,
            title: '2026 皮肤科住院医师规范化培训核心课程（银屑病、特应性皮炎、痤疮、白癜风）',
          },
        }),
      },
    }),
  ],
}

export const WithoutDetails: Story = { args: { showDetails: false } }

export const Loading: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'certificate.detail': pending } })],
}

export const NotFound: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: { 'certificate.detail': refused(404, 'academy.certificate.not.found', '证书不存在') },
    }),
  ],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'certificate.detail': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
