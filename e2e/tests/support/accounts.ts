import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { code, inbox } from './inbox';

/**
 * A valid CPF: nine random digits plus both mod-11 check digits (spec
 * section 5); never all the same digit.
 */
export function validCpf(): string {
  for (;;) {
    const digits = Array.from({ length: 9 }, () => randomInt(10));
    for (const n of [9, 10]) {
      const sum = digits.reduce((acc, digit, i) => acc + digit * (n + 1 - i), 0);
      digits.push(((sum * 10) % 11) % 10);
    }
    const cpf = digits.join('');
    if (!/^(\d)\1{10}$/.test(cpf)) return cpf;
  }
}

/** The same CPF with its last check digit wrong. */
export function invalidCpf(valid: string): string {
  const last = Number(valid.at(-1));
  return valid.slice(0, 10) + String((last + 1) % 10);
}

/** A fresh address per test, so tests never share an inbox or an account. */
export function uniqueEmail(name = 'ana'): string {
  return `${name}+${randomUUID().slice(0, 8)}@example.com`;
}

/** A unique 57-character address, longer than the menus and cards are wide. */
export function longEmail(): string {
  return `ana.maria.${randomUUID().slice(0, 8)}@exemplo-de-dominio-bem-comprido.com.br`;
}

export type Account = {
  email: string;
  password: string;
  name: string;
  lastname: string;
  cpf: string;
  /** As typed in the registration mask. */
  phone: string;
};

export function newAccount(overrides: Partial<Account> = {}): Account {
  return {
    email: uniqueEmail(),
    password: 'Segredo123',
    name: 'Ana',
    lastname: 'Teste',
    cpf: validCpf(),
    phone: '(48) 9 9999-0000',
    ...overrides,
  };
}

/**
 * Test set-up for flows that start from an existing customer: registers and
 * confirms an account over the API, reading the confirmation code from the
 * inbox. Costs one login call (the rate limit is per address: the suite stays
 * well below it).
 */
export async function createConfirmedAccount(request: APIRequestContext, overrides: Partial<Account> = {}): Promise<Account> {
  const account = newAccount(overrides);
  const registered = await request.post('/api/clients/register', {
    data: {
      email: account.email,
      name: account.name,
      lastname: account.lastname,
      country: 'BR',
      document: account.cpf,
      foreignDocument: '',
      phone: account.phone,
      password: account.password,
      confirmPassword: account.password,
      sex: 'O',
      birthday: '',
      terms_accepted: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const before = inbox.count(account.email);
  const login = await request.post('/api/auth/loginsite', { data: { username: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { id } = (await login.json()) as { id: number };
  const mail = await inbox.latest(account.email, { after: before, subject: /Confirme seu cadastro/ });
  const confirmed = await request.post('/api/clients/validate/token', { data: { token: code(mail), customer: id } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return account;
}

/** The login dialog's fields, filled and sent as a person does. */
export async function submitLogin(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel(/^E-mail/).fill(email);
  // Labels end with the required mark: "Senha *".
  await dialog.getByLabel(/^Senha/).fill(password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
}

/** Desktop header → Entrar → credentials → /ingressos, logged in. */
export async function logInThroughHeader(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByTestId('site-header').getByRole('button', { name: 'Entrar' }).click();
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/ingressos$/);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
}

/**
 * Empties a masked field as a person does: select all, Backspace. (The mask
 * tracks the selection from key presses; a programmatic fill('') confuses it.)
 */
export async function clearByKeyboard(field: Locator) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await expect(field).toHaveValue('');
}

/** Desktop user menu → Sair. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Entrar' })).toBeVisible();
}

/** Desktop user menu → Editar meus dados. */
export async function openEditData(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Editar meus dados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar meus dados' });
  await expect(dialog).toBeVisible();
  return dialog;
}
