import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

interface Province {
  id: number;
  sciCode: string;
  name: string;
  cities: { id: number; name: string }[];
}

describe('GET /v1/Search/GetProvince', () => {
  it('lists the 31 provinces with their cities in Persian alphabetical order', async () => {
    const provinces: Province[] = (
      await service.app.inject({ method: 'GET', url: '/v1/Search/GetProvince' })
    ).json();
    expect(provinces).toHaveLength(31);
    expect(provinces.reduce((total, province) => total + province.cities.length, 0)).toBe(1252);
    const isfahan = provinces.find((province) => province.name === 'اصفهان');
    expect(isfahan?.cities.map((city) => city.name)).toContain('کاشان');
    const collator = new Intl.Collator('fa');
    for (const province of provinces) {
      const names = province.cities.map((city) => city.name);
      expect(names).toEqual([...names].sort(collator.compare));
    }
  });

  it('names provinces and cities in English on request', async () => {
    const provinces: Province[] = (
      await service.app.inject({
        method: 'GET',
        url: '/v1/Search/GetProvince',
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    const tehran = provinces.find((province) => province.name === 'Tehran');
    expect(tehran?.cities.map((city) => city.name)).toContain('Tehran');
  });
});

describe('GET /v1/Search/GetVahedSabti', () => {
  it('lists one registration office per city of the province', async () => {
    const provinces: Province[] = (
      await service.app.inject({ method: 'GET', url: '/v1/Search/GetProvince' })
    ).json();
    const isfahan = provinces.find((province) => province.name === 'اصفهان') as Province;
    const units = (
      await service.app.inject({ method: 'GET', url: `/v1/Search/GetVahedSabti?provinceId=${isfahan.id}` })
    ).json();
    expect(units).toHaveLength(isfahan.cities.length);
    expect(units.map((unit: { name: string }) => unit.name)).toContain('اداره ثبت شرکت‌های اصفهان');
    const english = (
      await service.app.inject({
        method: 'GET',
        url: `/v1/Search/GetVahedSabti?provinceId=${isfahan.id}`,
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    expect(english.map((unit: { name: string }) => unit.name)).toContain(
      'Isfahan Companies Registration Office',
    );
  });

  it('rejects a missing, malformed or unknown province id with 400', async () => {
    const missing = await service.app.inject({ method: 'GET', url: '/v1/Search/GetVahedSabti' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('شناسه استان معتبر نیست.');
    const malformed = await service.app.inject({
      method: 'GET',
      url: '/v1/Search/GetVahedSabti?provinceId=abc',
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await service.app.inject({
      method: 'GET',
      url: '/v1/Search/GetVahedSabti?provinceId=9999',
      headers: { 'accept-language': 'en-US' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'PROVINCE_UNKNOWN',
      message: 'There is no province with this id.',
    });
  });
});
