export type {
  Action,
  ActionType,
  DataSource,
  FormExpression,
  FormRule,
  FromContract,
  PageEntry,
  PageSchema,
  PagesFile,
  RouteGuards,
  WidgetNode,
  WidgetProps,
} from './types'
