import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gatewayAnswering } from '../../test/gatewayAnswering.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SubmitButton } from './SubmitButton.tsx';

function renderButton(sending: boolean) {
  renderWithProviders(<SubmitButton sending={sending}>ارسال</SubmitButton>, {
    environment: gatewayAnswering({}).environment,
  });
}

describe('a form’s submit button', () => {
  it('while the form is sent, is off and shows a spinner a screen reader names', () => {
    renderButton(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'ارسال' }).disabled).toBe(true);
    expect(screen.getAllByRole('progressbar', { name: 'در حال انجام…' })).toHaveLength(1);
  });

  it('otherwise is on, with no spinner', () => {
    renderButton(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'ارسال' }).disabled).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
