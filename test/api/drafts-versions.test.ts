/**
 * A draft saved under an older questionnaire version resumes in the current version's shape: the durable POA draft of
 * a client who started before version 2 (its item has no definitionVersion, which means 1) comes back with the health
 * care agent carried from the representative chosen in version 1, and without the gender question.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/lib/store/keys';
import { durablePoaV1Answers } from '../unit/questionnaires/v1-answers';
import { client, newUser, stack, type TestUser } from './helpers';

let user: TestUser;
beforeAll(async () => {
  user = await newUser();
});

it('resumes a version 1 durable POA draft upgraded to version 2', async () => {
  expect(
    (
      await client(user).send('PUT /drafts/{questionnaireType}', {
        params: { questionnaireType: 'durable-poa' },
        body: { answers: durablePoaV1Answers, step: 'healthcare' },
      })
    ).status,
  ).toBe(200);
  // Saved now, the draft is version 2's and comes back as saved.
  expect(
    (await client(user).send('GET /drafts/{questionnaireType}', { params: { questionnaireType: 'durable-poa' } })).body.answers,
  ).toEqual(durablePoaV1Answers);

  // A draft saved before versions existed has no definitionVersion: it is version 1.
  const s = stack();
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: s.dynamodbEndpoint,
      region: 'us-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  await doc.send(
    new UpdateCommand({ TableName: s.tableName, Key: keys.draft(user.sub, 'durable-poa'), UpdateExpression: 'REMOVE definitionVersion' }),
  );

  const resumed = await client(user).send('GET /drafts/{questionnaireType}', { params: { questionnaireType: 'durable-poa' } });
  expect(resumed.status).toBe(200);
  expect(resumed.body.step).toBe('healthcare');
  expect(resumed.body.answers.healthAgent).toEqual({
    name: 'José Luis Hernández',
    address: '789 S Atlantic Blvd, East Los Angeles, CA 90022',
    phone: '(323) 555-0199',
  });
  expect(resumed.body.answers.principal).not.toHaveProperty('gender');
  expect(resumed.body.answers).not.toHaveProperty('primaryRepresentative');
  expect(resumed.body.answers.otherWishes).toContain('Continue life support if the pregnancy can reach viability.');
});
