export { ApiError, toEnvelope } from './api-error';
export { API_BASE, apiCall, buildHeaders, type CallOptions } from './client';
export { getDeviceId } from './device-id';
export { reportApiError, resetInterceptor, setInterceptorHandler } from './interceptor';
export { tokenStore } from './token-store';
