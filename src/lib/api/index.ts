export {
  API_URL,
  api,
  buildUrl,
  type PostOptions,
  type Query,
  type RequestOptions,
  setUnauthorizedHandler,
  type UploadProgress,
} from './client';
export { ApiError, isApiError, NETWORK_ERROR_KEY } from './errors';
export { deleteById, getById, getEndpoint, postTo, putTo } from './helpers';
