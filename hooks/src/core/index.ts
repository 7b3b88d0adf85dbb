// Public surface of the store kernel: the observable store every model is built on, and the one React hook that
// reads any model's snapshot (`useModelState(model)`); a feature adds a hook of its own only for real behaviour.
export {
  createObservableStore,
  type Notice,
  type NoticeLevel,
  type Observable,
  type ObservableStore,
} from './observable-store.js';
export { userMessageOf } from './user-message.js';
export { busyWrite } from './busy-write.js';
export { busyById } from './busy-by-id.js';
