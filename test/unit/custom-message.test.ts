/**
 * The Cognito CustomMessage trigger (functions/triggers/custom-message.ts): every kind of email Cognito sends by itself
 * carries the B&P §6408 identification and the §6408.5 statement in English and Spanish, and Cognito's placeholders
 * exactly once (the local layer, like Cognito, replaces the first).
 */
import { customMessage, handler } from '../../functions/triggers/custom-message';
import { BUSINESS } from '../../shared/business';
import type { CustomMessageTriggerEvent } from 'aws-lambda';

const SOURCES = [
  'CustomMessage_SignUp',
  'CustomMessage_ResendCode',
  'CustomMessage_ForgotPassword',
  'CustomMessage_AdminCreateUser',
  'CustomMessage_UpdateUserAttribute',
  'CustomMessage_VerifyUserAttribute',
  'CustomMessage_Authentication',
];

it.each(SOURCES)('%s: the §6408 block, both §6408.5 statements, the code once', (triggerSource) => {
  const m = customMessage({ triggerSource, codeParameter: '{####}', usernameParameter: '{username}' });
  expect(m.emailMessage.split('{####}')).toHaveLength(2);
  for (const fact of [BUSINESS.name, BUSINESS.lda.registrationNumber, BUSINESS.phone, BUSINESS.address.street, 'Los Angeles County'])
    expect(m.emailMessage).toContain(fact);
  expect(m.emailMessage).toContain('I am not an attorney. I can only provide self help services at your specific direction.');
  expect(m.emailMessage).toContain('No soy abogada. Solo puedo brindar servicios de autoayuda bajo su dirección específica.');
  expect(m.emailSubject).toMatch(/ \/ /);
});

it('an invitation names the username once; the Lambda handler fills Cognito’s response', async () => {
  const invite = customMessage({
    triggerSource: 'CustomMessage_AdminCreateUser',
    codeParameter: '{####}',
    usernameParameter: '{username}',
  });
  expect(invite.emailMessage.split('{username}')).toHaveLength(2);
  const event = {
    triggerSource: 'CustomMessage_ForgotPassword',
    request: { codeParameter: '{####}', usernameParameter: null, userAttributes: {} },
    response: {},
  } as unknown as CustomMessageTriggerEvent;
  const out = await handler(event);
  expect(out.response.emailSubject).toContain('Reset your');
  expect(out.response.emailMessage).toContain(BUSINESS.lda.registrationNumber);
});
