// The contracts' types live beside the contracts (schemas/meta/types.ts), where the validator reads them too.
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
} from '@schemas/meta/types'
