import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

const operatorToken = 'test-operator-token-5f1c';
let service: TestService;
beforeAll(async () => {
  process.env.SUPPORT_OPERATOR_TOKEN = operatorToken;
  service = await buildTestService(businessService);
});
afterAll(async () => {
  delete process.env.SUPPORT_OPERATOR_TOKEN;
  await service.close();
});

async function sendMessage() {
  const response = await service.app.inject({
    method: 'POST',
    url: '/v1/Support/SendContactMessage',
    payload: {
      fullName: 'مریم احمدی',
      email: 'maryam@example.ir',
      subject: 'ERROR_REPORT',
      description: 'سرمایه شرکت اشتباه است',
    },
  });
  return response.json().referenceNumber as string;
}

describe('GET /v1/Support/GetContactMessage', () => {
  it('gives support staff the message behind a reference number', async () => {
    const referenceNumber = await sendMessage();
    const response = await service.app.inject({
      method: 'GET',
      url: `/v1/Support/GetContactMessage?referenceNumber=${referenceNumber}`,
      headers: { 'x-operator-token': operatorToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      referenceNumber,
      fullName: 'مریم احمدی',
      email: 'maryam@example.ir',
      mobile: null,
      subject: 'ERROR_REPORT',
      description: 'سرمایه شرکت اشتباه است',
    });
  });

  it('refuses callers without the operator token, in Persian', async () => {
    const referenceNumber = await sendMessage();
    const response = await service.app.inject({
      method: 'GET',
      url: `/v1/Support/GetContactMessage?referenceNumber=${referenceNumber}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('اجازهٔ دسترسی به این بخش را ندارید.');
    expect(response.body).not.toContain('مریم');
  });

  it('answers 404 for a number nobody was given', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/v1/Support/GetContactMessage?referenceNumber=99999999',
      headers: { 'x-operator-token': operatorToken },
    });
    expect(response.statusCode).toBe(404);
  });
});
