/** The Cognito group whose members are staff (the admin console). Its claim is `cognito:groups`. */
export const ADMIN_GROUP = 'admin';
