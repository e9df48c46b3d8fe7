import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenDigits } from '../../../lib/validation';
import { TokenStep } from './TokenStep';

function renderStep(onSubmit = vi.fn()) {
  render(
    <MantineProvider env="test">
      <TokenStep hint="Enviamos um código" error={null} pending={false} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { onSubmit, field: screen.getByLabelText('Código de 6 dígitos'), verify: screen.getByRole('button', { name: 'Verificar' }) };
}

describe('token entry (spec section 5, Token)', () => {
  it("masks six digits as '# # # # # #' and ignores anything else", async () => {
    const user = userEvent.setup();
    const { field } = renderStep();
    await user.type(field, '12a3-45 6789');
    expect(field).toHaveValue('1 2 3 4 5 6');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps verify disabled while empty and submits with Enter', async () => {
    const user = userEvent.setup();
    const { field, verify, onSubmit } = renderStep();
    expect(verify).toBeDisabled();
    await user.type(field, '987654');
    expect(verify).toBeEnabled();
    await user.type(field, '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('9 8 7 6 5 4');
    // What the callers send: the digits without the mask's spaces.
    expect(tokenDigits(onSubmit.mock.calls[0]?.[0] as string)).toBe('987654');
  });

  it('accepts a pasted code', async () => {
    const user = userEvent.setup();
    const { field } = renderStep();
    await user.click(field);
    await user.paste('246810');
    expect(field).toHaveValue('2 4 6 8 1 0');
  });
});
