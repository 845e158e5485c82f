import { expect, staffSignIn, test } from './fixtures';

test('the seeded admin signs in through Amplify with a TOTP code and sees the profile from the API', async ({ page, stack }) => {
  const admin = stack.accounts.admin;
  await staffSignIn(page, admin, '/account');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('profile-email')).toHaveText(admin.email);
  await expect(page.getByTestId('profile-name')).toHaveText(`${admin.givenName} ${admin.familyName}`);
  await expect(page.getByTestId('profile-role')).toHaveAttribute('data-role', 'admin');
  await expect(page.getByTestId('profile-role')).toHaveText('Staff');
});
