import { contactSubjects } from '@rasad/contracts/rules/contact-message-rules.ts';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';
import { trickyContactInputs } from '@rasad/contracts/test/tricky-contact-inputs.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../app/relay/environment.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { ContactForm } from './ContactForm.tsx';

type SentBody = { operationName: string; variables: { input: Record<string, unknown> }; extensions: unknown };

function gatewayAnswering(payload: unknown) {
  const requests: SentBody[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push(JSON.parse(String(init?.body)) as SentBody);
    return new Response(JSON.stringify({ data: { contactMessageSend: payload } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { environment: createRelayEnvironment('fa-IR', fetchMock), requests, fetchMock };
}

function renderForm(environment: ReturnType<typeof createRelayEnvironment>) {
  renderWithProviders(<ContactForm subjects={contactSubjects} defaultSubject="SUPPORT" />, { environment });
}

describe('ContactForm', () => {
  it('shows the shared rules’ errors in Persian and sends nothing', async () => {
    const { environment, fetchMock } = gatewayAnswering({ contactMessage: null, userErrors: [] });
    renderForm(environment);
    await userEvent.click(screen.getByRole('button', { name: 'ارسال پیام' }));

    expect(await screen.findByText('نام و نام خانوادگی را وارد کنید')).toBeTruthy();
    expect(
      screen.getByText('شماره همراه یا ایمیل را وارد کنید', { selector: '[role="alert"]' }),
    ).toBeTruthy();
    expect(screen.getByText('متن پیام را بنویسید')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an invalid mobile number in Persian', async () => {
    const { environment } = gatewayAnswering({ contactMessage: null, userErrors: [] });
    renderForm(environment);
    await userEvent.type(screen.getByLabelText(/شماره همراه/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'ارسال پیام' }));
    expect(await screen.findByText('شماره همراه معتبر نیست')).toBeTruthy();
  });

  it('sends normalised values as a persisted operation, then shows the reference number and resets', async () => {
    const { environment, requests } = gatewayAnswering({
      contactMessage: { referenceNumber: 'RS-1405-0042' },
      userErrors: [],
    });
    renderForm(environment);
    // The example in the field is written in the page's digits, as the reader may type them.
    expect(screen.getByLabelText(/شماره همراه/).getAttribute('placeholder')).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.type(screen.getByLabelText(/نام و نام خانوادگی/), '  علی رضایی ');
    await userEvent.type(screen.getByLabelText(/شماره همراه/), '۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.type(screen.getByLabelText(/ایمیل/), 'Ali@Example.COM');
    await userEvent.selectOptions(screen.getByLabelText(/موضوع/), 'SALES');
    await userEvent.type(screen.getByLabelText(/متن پیام/), 'سلام، درباره اشتراک سازمانی سؤال دارم.');
    await userEvent.click(screen.getByRole('button', { name: 'ارسال پیام' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    const [request] = requests;
    expect(request?.operationName).toBe('useContactMessageSendMutation');
    expect(request?.extensions).toMatchObject({ persistedQuery: { version: 1 } });
    expect(request?.variables.input).toEqual({
      fullName: 'علی رضایی',
      mobile: '09121234567',
      email: 'ali@example.com',
      subject: 'SALES',
      description: 'سلام، درباره اشتراک سازمانی سؤال دارم.',
      pageUrl: null,
    });

    expect(await screen.findByText('RS-۱۴۰۵-۰۰۴۲')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.fui-ToastTitle')?.textContent).toBe(
        'پیام شما با شماره پیگیری RS-۱۴۰۵-۰۰۴۲ ثبت شد',
      ),
    );
    expect((screen.getByLabelText(/نام و نام خانوادگی/) as HTMLInputElement).value).toBe('');
  });

  it('puts the gateway’s userErrors under their fields', async () => {
    const { environment } = gatewayAnswering({
      contactMessage: null,
      userErrors: [{ field: ['email'], code: 'INVALID_EMAIL', message: 'این نشانی ایمیل پذیرفته نیست' }],
    });
    renderForm(environment);
    await userEvent.type(screen.getByLabelText(/نام و نام خانوادگی/), 'علی رضایی');
    await userEvent.type(screen.getByLabelText(/ایمیل/), 'ali@example.com');
    await userEvent.type(screen.getByLabelText(/متن پیام/), 'سلام');
    await userEvent.click(screen.getByRole('button', { name: 'ارسال پیام' }));

    const error = await screen.findByText('این نشانی ایمیل پذیرفته نیست');
    expect(error.closest('[role="alert"]')).toBeTruthy();
  });

  // The gateway and the service get the same table: gateway/test/shared-rules-verdicts.test.ts.
  it.each(trickyContactInputs)(
    'gives $field «$typed» the verdict the gateway and the service give',
    async ({ field, typed, stored }) => {
      const { environment, requests } = gatewayAnswering({
        contactMessage: { referenceNumber: 'RS-1405-0001' },
        userErrors: [],
      });
      renderForm(environment);
      const typedValues = { fullName: 'سارا احمدی', mobile: '09121234567', email: '', [field]: typed };
      await userEvent.type(screen.getByLabelText(/نام و نام خانوادگی/), typedValues.fullName);
      await userEvent.type(screen.getByLabelText(/شماره همراه/), typedValues.mobile);
      if (typedValues.email) await userEvent.type(screen.getByLabelText(/ایمیل/), typedValues.email);
      await userEvent.type(screen.getByLabelText(/متن پیام/), 'پیام آزمایشی درباره اشتراک');
      await userEvent.click(screen.getByRole('button', { name: 'ارسال پیام' }));

      if (stored === null) {
        expect(await screen.findByText(ruleMessage(`validation.${field}.invalid`, 'fa-IR'))).toBeTruthy();
        expect(requests).toHaveLength(0);
      } else {
        await waitFor(() => expect(requests).toHaveLength(1));
        expect(requests[0]?.variables.input[field]).toBe(stored);
      }
    },
  );
});
