import { parseRuntimeConfig } from '../../shared/config';

const valid = {
  environment: 'local',
  region: 'us-west-2',
  userPoolId: 'local_pool',
  userPoolClientId: 'web-client',
  authFlowType: 'USER_PASSWORD_AUTH',
  apiUrl: 'http://localhost:3001',
};

describe('the runtime configuration (/config.json)', () => {
  it('accepts a complete configuration, defaults the payment mode to Stripe and drops unknown fields', () => {
    expect(parseRuntimeConfig({ ...valid, extra: 'x' })).toEqual({ ...valid, paymentMode: 'stripe' });
    expect(parseRuntimeConfig({ ...valid, paymentMode: 'test', bookingUrl: 'https://book.example' })).toMatchObject({
      paymentMode: 'test',
      bookingUrl: 'https://book.example',
    });
  });

  it('names every missing or wrong field', () => {
    const { apiUrl: _apiUrl, ...noApi } = valid;
    expect(() => parseRuntimeConfig(noApi)).toThrow('apiUrl: missing');
    expect(() => parseRuntimeConfig({ ...valid, environment: 'prod', region: 7 })).toThrow(
      /environment: not one of local, aws; region: not a string/,
    );
    expect(() => parseRuntimeConfig({ ...valid, paymentMode: 'cash' })).toThrow('paymentMode: not one of test, stripe');
    expect(() => parseRuntimeConfig({ ...valid, staffUserPoolClientId: null })).toThrow('staffUserPoolClientId: not a string');
    expect(() => parseRuntimeConfig([])).toThrow('not an object');
    expect(() => parseRuntimeConfig(null)).toThrow('not an object');
  });
});
