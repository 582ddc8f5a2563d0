import {
  createAccount,
  expect,
  expectNoAxeViolations,
  hydrated,
  PASSWORD,
  signInBrowser,
  test,
  uniqueEmail,
} from './fixtures';

test.describe('sign up and log in', () => {
  test('sign up, then log in without and with Remember me', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await hydrated(page);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully! Redirecting to login...')).toBeVisible();
    await page.waitForURL('**/login', { timeout: 5000 });

    // Without Remember me: the session lives in sessionStorage only.
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    const stored = await page.evaluate(() => ({
      local: localStorage.getItem('token'),
      session: sessionStorage.getItem('token'),
      user: JSON.parse(sessionStorage.getItem('user') ?? '{}'),
    }));
    expect(stored.local).toBeNull();
    expect(stored.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.user).toMatchObject({ name: 'Grace Hopper', email });

    await hydrated(page);
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: /^Cart/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Account: Personal' })).toBeVisible();
    await nav.getByRole('button', { name: 'Log out' }).click();
    // Logout reloads / from /: the URL alone cannot tell the new page from the old one; its toast can.
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // With Remember me: localStorage.
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('sign-up field errors show the spec messages and clear when the field is edited', async ({ page }) => {
    await page.goto('/signup');
    await hydrated(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Full name is required',
      'Email is required',
      'Password is required',
      'You must agree to the terms',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Email is required')).toBeHidden();
    await page.getByLabel('Password', { exact: true }).fill('lowercase1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must contain one uppercase letter and one number')).toBeVisible();
    await page.getByLabel('Full name').fill('Ada');
    await expect(page.getByText('Full name is required')).toBeHidden();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a taken e-mail and a wrong password show the server messages', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/signup');
    await hydrated(page);
    await page.getByLabel('Full name').fill('Someone');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();

    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-pass1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    await hydrated(page);
    const input = page.getByLabel('Password', { exact: true });
    await input.fill('Secret123');
    await expect(input).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(input).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(input).toHaveAttribute('type', 'password');
  });
});

test.describe('guarded pages and sessions', () => {
  test('/profile signed out goes to /login?next=/profile and returns there after login', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/profile');
    await page.waitForURL('**/login?next=/profile');
    await hydrated(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/profile', { timeout: 5000 });
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  });

  test('an absolute next= URL is ignored: login lands on /', async ({ page, request, baseURL }) => {
    const account = await createAccount(request);
    await page.goto('/login?next=https://evil.example/');
    await hydrated(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/', {
      timeout: 5000,
    });
  });

  test('a revoked token signs the browser out and sends /profile to login', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/login');
    await page.evaluate((a) => {
      localStorage.setItem('token', a.token);
      localStorage.setItem('user', JSON.stringify({ id: a.id, name: a.name, email: a.email }));
    }, account);
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${account.token}` } });
    await page.goto('/profile');
    await page.waitForURL('**/login?next=/profile');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('profile', () => {
  test('update the name, then change the password through every message', async ({ page, request }) => {
    const account = await createAccount(request, 'Ada Lovelace');
    await signInBrowser(page, account);
    await page.goto('/profile');
    await hydrated(page);
    await expect(page.getByTestId('avatar')).toHaveText('A');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

    await page.getByLabel('Full name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Name is required' })).toBeVisible();

    await page.getByLabel('Full name').fill('Lord Byron');
    await page.getByLabel('Company name').fill('Difference Engines Ltd');
    await page.getByLabel('Phone number').fill('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('avatar')).toHaveText('L');
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Company name')).toHaveValue('Difference Engines Ltd');

    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Change password' });
    const cases: [string, string, string, string][] = [
      ['', 'NewPass123', 'NewPass123', 'All password fields are required'],
      [PASSWORD, 'NewPass123', 'NewPass124', 'New password and confirmation do not match'],
      [PASSWORD, 'Short1', 'Short1', 'Password must be at least 8 characters'],
      [PASSWORD, 'lowercase123', 'lowercase123', 'Password must contain one uppercase letter and one number'],
      ['Wrong-pass1', 'NewPass123', 'NewPass123', 'Current password is incorrect'],
    ];
    for (const [oldValue, newValue, confirmValue, message] of cases) {
      await current.fill(oldValue);
      await next.fill(newValue);
      await confirm.fill(confirmValue);
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(message);
    }
    await current.fill(PASSWORD);
    await next.fill('NewPass123');
    await confirm.fill('NewPass123');
    await submit.click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');
    await expect(confirm).toHaveValue('');

    const relogin = await request.post('/api/auth/login', { data: { email: account.email, password: 'NewPass123' } });
    expect(relogin.status()).toBe(200);
  });
});

test.describe('site shell', () => {
  test('unknown pages get the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  test('the navigation bar turns opaque after 10 px of scroll and shows the progress button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/signup');
    const header = page.locator('header.site-nav');
    await expect(header).not.toHaveAttribute('data-scrolled');
    const transparent = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(transparent).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute('data-scrolled', '');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    await page.mouse.wheel(0, -400);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  });

  test('a page opened part-way down (reload, #fragment) has the opaque bar and the progress button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/legal/terms');
    await page.mouse.wheel(0, 600);
    const header = page.locator('header.site-nav');
    await expect(header).toHaveAttribute('data-scrolled', '');
    await page.reload();
    await expect(header).toHaveAttribute('data-scrolled', '');
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    const fragment = await page.locator('main h2[id]').last().getAttribute('id');
    await page.goto('/');
    await page.goto(`/legal/terms#${fragment}`);
    await expect(header).toHaveAttribute('data-scrolled', '');
  });

  test('desktop links with Pricing on one row, and a mobile menu that adds the calculator', async ({
    page,
    request,
  }) => {
    const main = page.getByRole('navigation', { name: 'Main' });
    // From the desktop breakpoint (900 px) up: every link on one row, nothing pushed sideways, signed
    // out and signed in (the account menu is the wider of the two).
    const fitsOneRow = async () => {
      for (const width of [900, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const rows = await main
          .getByRole('link')
          .evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
        expect(rows, `rows at ${width} px`).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      }
    };
    await page.goto('/pricing');
    for (const name of ['Features', 'Services', 'Pricing', 'Documentation', 'About']) {
      await expect(main.getByRole('link', { name })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Price calculator' })).toHaveCount(0);
    await fitsOneRow();
    await signInBrowser(page, await createAccount(request));
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: /Personal/ })).toBeVisible();
    await fitsOneRow();
    await page.goto('/login');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(main).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Price calculator' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the footer has its three columns and the current year', async ({ page }) => {
    await page.goto('/login');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Platform', 'Resources', 'Company']) {
      await expect(footer.getByRole('navigation', { name })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Nimbus Cloud`);
  });

  // /login and /signup are sitemap pages: the sitemap pass of runtime-errors.spec.ts runs axe on them.
  test('axe finds nothing on the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await hydrated(page);
    await expectNoAxeViolations(page);
  });
});
