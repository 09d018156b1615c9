export { ApiError, toEnvelope } from './api-error';
export { API_BASE, apiCall, buildHeaders, type CallOptions } from './client';
export { getDeviceId, randomUuid } from './device-id';
export { useIdempotencyKey } from './idempotency';
export { reportApiError, resetInterceptor, setInterceptorHandler } from './interceptor';
export { tokenStore } from './token-store';
