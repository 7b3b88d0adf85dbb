// Kept for branches written before the move to core (2026-11-27); new code imports ../core/user-message.js.
export { userMessageOf } from '../core/user-message.js';
