/** The questionnaire page's API (test/web/http.ts), with the routes' contracts compiled before the tests. */
export { API, fakeApi, type Reply, type Sent } from '../http';

// The client loads the routes' contracts with its first request; load them before the tests, so that a page's first
// read does not also wait for them to be compiled (seconds on a busy machine, beyond findBy's patience).
beforeAll(() => import('../../../shared/api/contracts/all'));
