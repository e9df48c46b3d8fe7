import { describe, expect, it } from 'vitest';
import en from './en.json';
import pt from './pt.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('en has exactly the keys of pt', () => {
    expect(keys(en).sort()).toEqual(keys(pt).sort());
  });

  it('keeps the spec wording where the spec gives it', () => {
    expect(pt.errors.default).toBe('Erro');
    expect(pt.errorPage.title).toBe('Oops nothing here');
    expect(pt.errorPage.notFoundTitle).toBe('404 Not Found');
    expect(pt.search.browseByCategory).toBe('Navegue por categoria');
    expect(en.search.browseByCategory).toBe('Browse by category');
  });

  it('keeps the English the spec gives for the shared rules (section 5)', () => {
    for (const validation of [en.account.validation, en.orders.validation]) {
      expect(validation.required).toBe('Required Field.');
      expect(validation.cpf).toBe('Invalid CPF.');
    }
    expect(en.account.validation.email).toBe('Invalid E-mail.');
    expect(en.account.validation.phone).toBe('Invalid cellphone.');
  });

  it('quotes the messages of the spec exactly in pt', () => {
    expect(pt.errors.generic).toBe('Algo deu errado! Tente novamente mais tarde.');
    expect(pt.errors.unexpected).toBe('Erro Inesperado.');
    expect(pt.errors.sessionExpired).toBe('Sua sessão expirou, faça login novamente.');
    expect(pt.errors.wrongCredentials).toBe('Usuário ou senha incorretos, tente novamente.');
    expect(pt.account.messages).toEqual({
      wrongCredentials: 'E-mail ou senha incorretos.',
      tokenInvalid: 'Token inválido',
      unexpected: 'Erro Inesperado',
      tokenCheckFailed: 'Erro inesperado',
      tokenValid: 'Token válido',
    });
    expect(pt.account.validation).toMatchObject({
      required: 'Campo obrigatório.',
      requiredField: 'Este campo é obrigatório.',
      min6: 'Mínimo de 6 caracteres.',
      cpf: 'CPF inválido.',
      passwordsDiffer: 'Senhas não conferem.',
      emailTaken: 'Email já cadastrado.',
      cpfTaken: 'CPF já cadastrado.',
    });
    expect(pt.account.token).toMatchObject({
      validated: 'Token validado com sucesso',
      resentLogin: 'Token reenviado para o email',
      // "renviado" (sic): the spec's spelling of the call's answer.
      resentConfirm: 'Token renviado com sucesso',
      resendFailed: 'Erro ao enviar token',
    });
    expect(pt.account.forgot.otherEmail).toBe('Entrar com outro email');
    expect(pt.account.editData.saved).toBe('Dados editados com sucesso.');
    expect(pt.account.changePassword.done).toBe('Senha editada com sucesso.');
    expect(pt.account.removal).toMatchObject({
      question: 'Confirma solicitação de exclusão de conta?',
      cancel: 'Cancelar',
      confirm: 'Confirmar',
      sent: 'Uma confirmação da sua solicitação de exclusão de conta foi enviada para o seu email',
      close: 'Fechar',
    });
    expect(pt.account.removalPage.failed).toBe(
      'Não foi possível confirmar a operação. Entre em contato com nosso atendimento',
    );
    expect(pt.event.password.wrong).toBe('Senha Inválida');
    expect(pt.lookup.invalidDocument).toBe('Documento Inválido');
    expect(pt.orders.cancel.success).toBe('Seu Pedido foi cancelado e direcionado para estorno!');
    expect(pt.orders.cancel.failure).toBe('Erro ao cancelar!');
    expect(pt.orders.message.success).toBe('Mensagem enviada com sucesso');
    expect(pt.orders.message.failure).toBe('Erro ao enviar a mensagem');
    expect(pt.city.allRegions).toBe('Todas as regiões');
    expect(pt.searchPage.allCategories).toBe('Todas as categorias');
    expect(pt.searchPage.periods).toMatchObject({
      qualquer: 'Qualquer dia',
      fds: 'Neste fim de semana',
      semana: 'Próxima semana',
    });
  });

  it('calls the e-mailed token a code in English, as its field and hints do', () => {
    expect(en.account.fields.token).toBe('6-digit code');
    expect(en.account.messages.tokenInvalid).toBe('Invalid code');
    expect(en.account.messages.tokenValid).toBe('Valid code');
    expect(en.account.token.resentLogin).toBe('Code sent to your e-mail again');
    expect(en.account.token.resentConfirm).toBe('Code sent again');
    expect(en.account.token.resendFailed).toBe('Could not send the code');
  });
});
