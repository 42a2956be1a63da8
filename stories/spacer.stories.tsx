import type { Meta, StoryObj } from '@storybook/react-vite'
import Spacer from '@/widgets/spacer/spacer'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const bar = { padding: '8px 12px', background: '#fff', fontSize: 14 }

const meta = {
  title: 'Building blocks/Spacer',
  ...widgetDocs('Spacer'),
  component: Spacer,
  args: { ...runtimeArgs() },
  // The space between two sections, so it shows.
  decorators: [
    (Story) => (
      <div>
        <div style={bar}>上一个模块</div>
        <Story />
        <div style={bar}>下一个模块</div>
      </div>
    ),
  ],
} satisfies Meta<typeof Spacer>

export default meta
type Story = StoryObj<typeof meta>

/** 12 px. */
export const Default: Story = {}

export const Tall: Story = { args: { height: 80 } }

export const Zero: Story = { args: { height: 0 } }
