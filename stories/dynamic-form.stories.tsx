import type { Meta, StoryObj } from '@storybook/react-vite'
import DynamicForm from '@/widgets/dynamic-form/dynamic-form'
import { doctor, formRecord, trialForm } from './form-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Partners/DynamicForm',
  component: DynamicForm,
  ...widgetDocs('DynamicForm'),
  args: { ...runtimeArgs(), formKey: 'sample-trial' },
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'form.definition': trialForm,
        'form.submit': formRecord(1001),
        'form.upload': { id: 1001, url: '' },
      },
    }),
  ],
} satisfies Meta<typeof DynamicForm>

export default meta
type Story = StoryObj<typeof meta>

/** 样品试用申请: choose 敏感性 or 过敏史 是 and the note appears (relation 2 = or). */
export const Default: Story = {}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'form.definition': pending } })],
}

export const Missing: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'form.definition': refused(404, 'form.not.found', '表单不存在') } }),
  ],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'form.definition': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}

/** Submitting fails with the server's validation message (the form stays). */
export const SubmitRefused: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'form.definition': trialForm,
        'form.submit': refused(400, 'form.answer.invalid', '身份证号应为有效的 18 位身份证号码'),
      },
    }),
  ],
}

/**
 * A certified doctor (accurateAuth 2): 姓名 from the profile and 手机号 from the login are filled in; a
 * choice asks 请选择…, a number field opens a number pad.
 */
export const PrefilledForCertifiedDoctor: Story = {
  decorators: [
    withRuntime({
      loginInfo: { ...doctor.loginInfo, accurateAuth: 2 },
      api: {
        'form.definition': trialForm,
        'form.submit': formRecord(1001),
        'user.detail': { name: '李医生', hospital: '华东医科大学附属第一医院', mobile: '138****0001' },
        'user.info': {
          userId: 'u-story',
          nickname: '李医生',
          avatar: '',
          roles: [],
          loginName: '13800000001',
        },
      },
    }),
  ],
}
