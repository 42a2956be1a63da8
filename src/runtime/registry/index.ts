export type {
  PropsSchema,
  WidgetComponent,
  WidgetDefinition,
  WidgetRegistry,
  WidgetRuntimeProps,
} from './registry'
export { createRegistry, defineWidget } from './registry'
