import { newOrder, toAdminOrder, toOrder } from '../../../functions/lib/store/orders';
import { orderStage, signatureMatchesName, type OrderState } from '../../../shared/api/orders';
import { CATALOGUE, QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';

describe('pricing: a new order takes its amount from the catalogue', () => {
  it.each(QUESTIONNAIRE_TYPES)('%s', (type) => {
    const order = newOrder('u1', type, 'o1', '2026-01-01T00:00:00.000Z');
    expect(order.amountCents).toBe(CATALOGUE[type].priceCents);
    expect(Number.isInteger(order.amountCents) && order.amountCents > 0).toBe(true);
    expect(order).toMatchObject({ currency: 'usd', paymentStatus: 'unpaid', userId: 'u1', questionnaireType: type });
    expect(order.agreement).toBeUndefined();
    expect(order.submissionId).toBeUndefined();
  });
});

describe('order stage (where the journey stands)', () => {
  const given = '2026-01-02T10:00:00.000Z';
  const base: OrderState = {
    notice: { deliveredAt: given },
    forms: { selected: ['SC-100'] },
    agreement: null,
    payment: { method: null, status: 'unpaid' },
    submissionId: null,
  };
  const agreed = { ...base, agreement: { acceptedAt: '2026-01-02T11:00:00.000Z' } };
  it.each([
    ['nothing done', { ...base, notice: null }, 'notice'],
    ['notice signed, forms not selected yet (B&P §6400(d)(1))', { ...base, notice: { deliveredAt: null }, forms: null }, 'forms'],
    ['notice given, forms not selected yet', { ...base, forms: null }, 'forms'],
    [
      'a contract accepted before the selection existed keeps it',
      { ...agreed, forms: null, agreement: { acceptedAt: '2026-01-02T11:00:00.000Z' } },
      'payment_method',
    ],
    ['notice signed, not given yet (B&P §6410.5(b))', { ...base, notice: { deliveredAt: null } }, 'notice_delivery'],
    ['notice signed and given', base, 'agreement'],
    [
      'an agreement without a notice (before B&P §6410.5 was enforced) still needs the notice',
      { ...base, notice: null, agreement: { acceptedAt: given } },
      'notice',
    ],
    [
      'an agreement accepted before the notice was given (the rules before 2026-12) waits for the delivery…',
      { ...agreed, notice: { deliveredAt: null } },
      'notice_delivery',
    ],
    [
      '…and is accepted again after it',
      { ...agreed, agreement: { acceptedAt: '2026-01-02T09:00:00.000Z' }, payment: { method: 'card', status: 'paid' } },
      'agreement',
    ],
    ['agreement accepted', agreed, 'payment_method'],
    ['card chosen, unpaid', { ...agreed, payment: { method: 'card', status: 'unpaid' } }, 'payment'],
    ['card paid', { ...agreed, payment: { method: 'card', status: 'paid' } }, 'questionnaire'],
    ['office chosen, not paid yet', { ...agreed, payment: { method: 'office', status: 'unpaid' } }, 'questionnaire'],
    ['office paid', { ...agreed, payment: { method: 'office', status: 'paid' } }, 'questionnaire'],
    ['submitted', { ...agreed, payment: { method: 'card', status: 'paid' }, submissionId: 's1' }, 'submitted'],
  ] as Array<[string, OrderState, string]>)('%s → %s', (_name, state, stage) => {
    expect(orderStage(state)).toBe(stage);
  });

  it('is what the API answers, and only staff see where an acceptance came from', () => {
    const item = {
      ...newOrder('u1', 'probate', 'o1', '2026-01-01T00:00:00.000Z'),
      notice: {
        noticeVersion: 'n',
        locale: 'es' as const,
        signatureName: 'Ana Ruiz',
        signedAt: '2026-01-01T00:00:00.500Z',
        ip: '203.0.113.9',
        userAgent: 'UA',
        delivery: { method: 'in_person' as const, at: '2026-01-01T00:00:00.800Z', on: '2025-12-31', by: { sub: 's1', name: 'Staff' } },
      },
      agreement: {
        contractVersion: 'v',
        signatureName: 'Ana Ruiz',
        acceptedAt: '2026-01-01T00:00:01.000Z',
        ip: '203.0.113.9',
        userAgent: 'UA',
      },
    };
    const client = toOrder(item);
    expect(client.stage).toBe('payment_method');
    expect(JSON.stringify(client)).not.toContain('203.0.113.9');
    expect(toAdminOrder(item).agreement).toMatchObject({ ip: '203.0.113.9', userAgent: 'UA' });
    expect(client.notice).toEqual({
      noticeVersion: 'n',
      locale: 'es',
      signatureName: 'Ana Ruiz',
      signedAt: '2026-01-01T00:00:00.500Z',
      deliveryRequest: null,
      deliveredAt: '2026-01-01T00:00:00.800Z',
      deliveredOn: '2025-12-31',
      deliveryMethod: 'in_person',
    });
    expect(toAdminOrder(item).notice).toMatchObject({ ip: '203.0.113.9', userAgent: 'UA', deliveredBy: { sub: 's1' }, deliveredTo: null });
  });
});

describe('the typed signature names the account holder', () => {
  it.each([
    ['María', 'González', 'María González', true],
    ['María', 'González', 'maria gonzalez', true],
    ['María', 'González', 'GONZÁLEZ, MARÍA', true],
    ['María Elena', 'González Pérez', 'María González', true],
    ['María Elena', 'González Pérez', 'Elena Pérez', true],
    ['María', 'González', 'María', false],
    ['María', 'González', 'José González', false],
    ['María', 'González', 'Someone Else', false],
    ['María', 'González', '   ', false],
    ['', '', 'Anyone At All', true],
    ['', '', '', false],
    ['Ana', '', 'Ana', true],
  ])('%s %s signing "%s" → %s', (first, last, signature, ok) => {
    expect(signatureMatchesName(signature, first, last)).toBe(ok);
  });
});
