/**
 * What a self-loading widget shows before its content (loading, missing, error with 重试, 去登录) and the
 * hook that reads its one answer. Its own module, so the antd-mobile pieces it draws load with the
 * widgets that use it, not with the first screen.
 */
export type { AnswerStateProps, LoginPromptProps } from './answer-state'
export { AnswerState, EmptyState, FailedState, LoginPrompt } from './answer-state'
