/**
 * The stores' tests run in Node, whose `Request` refuses a relative URL that a browser resolves against
 * the page's address: here every page is at http://nimbus.test/, so `api.GET('/api/cart')` is a request
 * to http://nimbus.test/api/cart as it would be in a tab.
 */
const NodeRequest = globalThis.Request;

globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://nimbus.test/') : input, init);
  }
};
