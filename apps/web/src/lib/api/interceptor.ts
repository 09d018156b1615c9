import {
  INITIAL_INTERCEPTOR_STATE,
  type InterceptedError,
  type InterceptorAction,
  type InterceptorState,
  interceptError,
} from '@coffer/domain';

export type InterceptorHandler = (action: InterceptorAction) => void;

let state: InterceptorState = INITIAL_INTERCEPTOR_STATE;
let handler: InterceptorHandler | null = null;

/** The app shell executes the actions (toast, navigation, logout); one handler at a time. */
export function setInterceptorHandler(next: InterceptorHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/**
 * Every error answer of our own server passes here (section 8): the domain's state machine counts
 * repeats and says what to do, this module only keeps its state and hands the actions over.
 */
export function reportApiError(error: InterceptedError, now = Date.now()): readonly InterceptorAction[] {
  const result = interceptError(state, error, now);
  state = result.state;
  for (const action of result.actions) handler?.(action);
  return result.actions;
}

export function resetInterceptor(): void {
  state = INITIAL_INTERCEPTOR_STATE;
}
