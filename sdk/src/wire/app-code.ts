// The application code a request carries in `X-App-Code` when its client names none.

export const DEFAULT_APP_CODE = 'PSC-TB-WEB';
