export type {
  PropsSchema,
  WidgetComponent,
  WidgetDefinition,
  WidgetRegistry,
  WidgetRuntimeProps,
} from './registry'
export { createRegistry, defineWidget, WidgetLoadError } from './registry'
