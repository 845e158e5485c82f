import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  type StandardAttributesMask,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolGroup,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { PASSWORD_POLICY } from '../../../shared/auth/password-policy';
import { ADMIN_GROUP, SERVER_GROUP } from '../../../shared/auth/groups';
import {
  AUTH_SESSION_MINUTES,
  CLIENT_TOKEN_VALIDITY,
  CLIENT_WRITE_ATTRIBUTES,
  STAFF_CLIENT_NAME,
  WEB_CLIENT_NAME,
} from '../../../shared/auth/clients';
import { BUSINESS } from '../../../shared/business';
import { REPO_ROOT } from '../settings';
import { functionCode, LOG_RETENTION } from './api';
import { userPoolRules, WebAcl } from './waf';

/**
 * The Cognito user pool: email sign-in, self sign-up with email verification, given and family name, the shared
 * password policy, recovery by email, TOTP MFA (optional per user, required for staff: see below), the `admin` group,
 * and two public app clients (no secret, SRP only): the clients' web client and the staff client of the admin console
 * (15-minute ID tokens, 12-hour refresh tokens). A pre-token-generation trigger gives the `admin` group claim only to
 * the staff client and only to members with TOTP enabled. A regional WAF web ACL limits sign-up and sign-in per IP.
 * The pool holds every client account: deletion protection and RETAIN.
 */
export interface AuthProps {
  /** Send mail through SES from this verified identity (stack region); default Cognito's sender (~50 emails/day). */
  sesFromEmail?: string;
}

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The admin console's app client: short sessions; the only client whose tokens may carry the admin group. */
  readonly staffClient: UserPoolClient;
  readonly adminGroup: UserPoolGroup;
  /**
   * The custom-message trigger (functions/triggers/custom-message.ts): Cognito's own emails in both languages with the
   * LDA identification (B&P §6408) and the §6408.5 statement, as every other email of the business.
   */
  readonly customMessage: LambdaFunction;
  /** The pre-token-generation trigger (functions/triggers/pre-token-generation.ts). */
  readonly preTokenGeneration: LambdaFunction;
  /** The post-confirmation trigger (functions/triggers/post-confirmation.ts): a password reset ends earlier sessions. */
  postConfirmation?: LambdaFunction;
  readonly waf: WebAcl;

  constructor(scope: Construct, id: string, props: AuthProps = {}) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      // Off (docs/security.md B-2): Cognito's SignUp answers UsernameExistsException for a taken email. Accounts are made
      // by the API's sign-up routes (functions/lib/domain/signup.ts: AdminCreateUser), which answer alike either way.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed email only replaces the old one once the new address is verified.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: true, mutable: true },
        familyName: { required: true, mutable: true },
      },
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
        tempPasswordValidity: Duration.days(PASSWORD_POLICY.tempPasswordValidityDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      email: props.sesFromEmail
        ? UserPoolEmail.withSES({ fromEmail: props.sesFromEmail, fromName: BUSINESS.name, replyTo: BUSINESS.email })
        : UserPoolEmail.withCognito(BUSINESS.email),
      // Each user may turn TOTP on; staff must (the admin claim needs it). No SMS: phone numbers are not collected.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: FeaturePlan.ESSENTIALS,
      // The site is bilingual and the language is not known when Cognito sends mail: both languages in one message.
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: `${BUSINESS.shortName}: verify your email / verifique su correo`,
        emailBody: `Your verification code is {####}.\n\nSu código de verificación es {####}.\n\n` + `${BUSINESS.name} · ${BUSINESS.phone}`,
      },
      userInvitation: {
        emailSubject: `${BUSINESS.shortName}: your account / su cuenta`,
        emailBody:
          `Your username is {username} and your temporary password is {####}.\n\n` +
          `Su usuario es {username} y su contraseña temporal es {####}.\n\n${BUSINESS.name} · ${BUSINESS.phone}`,
      },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional pool-wide (TOTP): clients are self-represented members of the public who sign in a few times per case, ' +
          'and mandatory MFA would block them. Staff are required to use it: the pre-token-generation trigger gives the admin ' +
          'group claim only to members with TOTP enabled (functions/triggers/pre-token-generation.ts).',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan (threat protection) costs per monthly active user; the Essentials plan with the shared password policy is the agreed baseline for a small business.',
      },
    );

    this.adminGroup = new UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: ADMIN_GROUP,
      description: 'Staff: the admin console (all submissions, status changes, office payments)',
    });
    // The office's registered process servers (issue 32): the field app, their assigned jobs only (staff client + TOTP).
    new UserPoolGroup(this, 'ServerGroup', {
      userPool: this.userPool,
      groupName: SERVER_GROUP,
      description: 'Process servers: the field app (assigned service jobs only)',
    });

    // Sign-in happens in the app (Amplify, SRP: the password never leaves the browser), not the hosted UI. No
    // USER_PASSWORD_AUTH in AWS (only the local stack, whose Cognito has no SRP, uses it).
    const client = (clientId: string, name: string, validity: (typeof CLIENT_TOKEN_VALIDITY)[keyof typeof CLIENT_TOKEN_VALIDITY]) =>
      this.userPool.addClient(clientId, {
        userPoolClientName: name,
        generateSecret: false,
        authFlows: { userSrp: true },
        disableOAuth: true,
        preventUserExistenceErrors: true,
        enableTokenRevocation: true,
        idTokenValidity: Duration.minutes(validity.idTokenMinutes),
        accessTokenValidity: Duration.minutes(validity.accessTokenMinutes),
        refreshTokenValidity: Duration.minutes(validity.refreshTokenMinutes),
        authSessionValidity: Duration.minutes(AUTH_SESSION_MINUTES),
        // Nothing a person may change through Cognito directly: names and the rest go through the API (F10).
        writeAttributes: new ClientAttributes().withStandardAttributes(
          Object.fromEntries(CLIENT_WRITE_ATTRIBUTES.map((a) => [a, true])) as StandardAttributesMask,
        ),
      });
    this.userPoolClient = client('WebClient', WEB_CLIENT_NAME, CLIENT_TOKEN_VALIDITY.web);
    this.staffClient = client('StaffClient', STAFF_CLIENT_NAME, CLIENT_TOKEN_VALIDITY.staff);

    this.preTokenGeneration = this.createPreTokenGeneration();
    this.userPool.addTrigger(UserPoolOperation.PRE_TOKEN_GENERATION, this.preTokenGeneration);
    this.customMessage = this.createCustomMessage();
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, this.customMessage);

    this.waf = new WebAcl(this, 'Waf', {
      scope: 'REGIONAL',
      name: 'LdaUserPool',
      description: 'User pool: per-IP limits on sign-up, sign-in and mail, and the AWS common rule set',
      rules: userPoolRules(),
    });
    this.waf.associate('UserPoolAssociation', this.userPool.userPoolArn);
  }

  /**
   * The post-confirmation trigger: after a password reset it writes the person's revocation marker in the table
   * (PutItem on the table, nothing else), so the API refuses every session begun before the reset
   * (functions/triggers/post-confirmation.ts). Added once the table exists (stack.ts).
   */
  addPostConfirmation(table: ITable): LambdaFunction {
    const logGroup = new LogGroup(this, 'PostConfirmationLogs', { retention: LOG_RETENTION });
    const role = new Role(this, 'PostConfirmationRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Cognito post-confirmation trigger (a password reset ends earlier sessions)',
    });
    logGroup.grantWrite(role);
    role.addToPolicy(new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [table.tableArn] }));
    const fn = new LambdaFunction(this, 'PostConfirmation', {
      description: 'A password reset ends the person’s earlier sessions (functions/triggers/post-confirmation.ts)',
      code: functionCode(join(REPO_ROOT, 'functions', 'triggers', 'post-confirmation.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(5),
      role,
      logGroup,
      environment: { TABLE_NAME: table.tableName },
    });
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, fn);
    this.postConfirmation = fn;
    return fn;
  }

  /**
   * The trigger function: its own role and log group; it may read the pool's users and app clients. That permission is
   * a separate policy (not the role's default one, which the function depends on): the pool depends on the function
   * through its trigger, so a policy naming the pool inside the function's dependencies would be a cycle.
   */
  private createPreTokenGeneration(): LambdaFunction {
    const logGroup = new LogGroup(this, 'PreTokenGenerationLogs', { retention: LOG_RETENTION });
    const role = new Role(this, 'PreTokenGenerationRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Cognito pre-token-generation trigger (admin claim rule)',
    });
    logGroup.grantWrite(role);
    // Bundled as every other function (functionCode: the same esbuild build, aliases and plugins).
    const fn = new LambdaFunction(this, 'PreTokenGeneration', {
      description: 'Admin group claim only for the staff client and TOTP-enrolled members (functions/triggers/pre-token-generation.ts)',
      code: functionCode(join(REPO_ROOT, 'functions', 'triggers', 'pre-token-generation.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      // Cognito waits at most 5 s for a trigger.
      timeout: Duration.seconds(5),
      role,
      logGroup,
    });
    new Policy(this, 'PreTokenGenerationReadPool', {
      roles: [role],
      statements: [
        new PolicyStatement({
          actions: ['cognito-idp:AdminGetUser', 'cognito-idp:DescribeUserPoolClient'],
          resources: [Stack.of(this).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: this.userPool.userPoolId })],
        }),
      ],
    });
    return fn;
  }

  /** The custom-message trigger: renders text only (no AWS calls), so its role may only write its logs. */
  private createCustomMessage(): LambdaFunction {
    const logGroup = new LogGroup(this, 'CustomMessageLogs', { retention: LOG_RETENTION });
    const role = new Role(this, 'CustomMessageRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: "Cognito custom-message trigger (the §6408 footer on Cognito's own emails)",
    });
    logGroup.grantWrite(role);
    return new LambdaFunction(this, 'CustomMessage', {
      description: 'Cognito’s own emails with the LDA identification, in English and Spanish (functions/triggers/custom-message.ts)',
      code: functionCode(join(REPO_ROOT, 'functions', 'triggers', 'custom-message.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      // Cognito waits at most 5 s for a trigger.
      timeout: Duration.seconds(5),
      role,
      logGroup,
    });
  }
}
