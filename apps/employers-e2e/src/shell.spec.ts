import { expect, expectNoAxeViolations, test } from '@jobpoint/e2e-utils';

test('renders the employer home page on the server with its CMS content', async ({ request }) => {
  const response = await request.get('/arbeitgebende');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const content = await (await request.get('/cms/api/arbeitgebende?locale=de&populate[headerSection]=true')).json();
  expect(html).toContain(`>${content.data.attributes.headerSection.title}<`);
  expect(html).toContain('/static/employers/assets/');
});

test('offers the job-market login in a new tab', async ({ page }) => {
  await page.goto('/arbeitgebende');
  let login = page.getByRole('link', { name: /Login\/Sign-Up Jobbörse/ }).filter({ visible: true }).first();
  if (!(await login.isVisible())) {
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    login = page.getByRole('dialog').getByRole('link', { name: /Login\/Sign-Up Jobbörse/ });
  }
  await expect(login).toHaveAttribute('target', '_blank');
  await expect(login).toHaveAttribute('href', /^https:\/\//);
});

test('links back to the job seekers section', async ({ page }) => {
  await page.goto('/arbeitgebende');
  const link = page.getByRole('link', { name: 'Für Arbeitssuchende' }).filter({ visible: true });
  if ((await link.count()) === 0) {
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
  }
  await page.getByRole('link', { name: 'Für Arbeitssuchende' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('answers 404 for an unknown employer page', async ({ page }) => {
  const response = await page.goto('/arbeitgebende/gibt-es-nicht?locale=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('uses the blue theme (1A3A57)', async ({ page }) => {
  await page.goto('/arbeitgebende');
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(26, 58, 87)');
});

for (const locale of ['de', 'ar']) {
  test(`the employer home page in ${locale} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(`/arbeitgebende?locale=${locale}`);
    await expectNoAxeViolations(page);
  });
}
