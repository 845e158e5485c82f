import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolGroup,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { PASSWORD_POLICY } from '../../../shared/auth/password-policy';
import { ADMIN_GROUP } from '../../../shared/auth/groups';
import { BUSINESS } from '../../../shared/business';

/**
 * The Cognito user pool: email sign-in, self sign-up with email verification, given and family name, the shared
 * password policy, recovery by email, the `admin` group, and a public app client (no secret) for Amplify (SRP) and
 * for scripts and tests (USER_PASSWORD_AUTH). The pool holds every client account: deletion protection and RETAIN.
 */
export interface AuthProps {
  /** Send mail through SES from this verified identity (stack region); default Cognito's sender (~50 emails/day). */
  sesFromEmail?: string;
}

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly adminGroup: UserPoolGroup;

  constructor(scope: Construct, id: string, props: AuthProps = {}) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
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
      mfa: Mfa.OFF,
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
          'Clients are self-represented members of the public who sign in a few times per case; mandatory MFA would block them. ' +
          'Admin accounts are few and created by staff (docs/operations.md recommends enabling MFA for them as a follow-up).',
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

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      // Sign-in happens in the app (Amplify), not the hosted UI.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      authSessionValidity: Duration.minutes(5),
    });
  }
}
