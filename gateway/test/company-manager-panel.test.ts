import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';
import { createCompanyFileProxy } from '../src/companies/company-file-proxy.ts';
import { gatewayMessage } from '../src/shared/gateway-messages.ts';
import {
  asSession,
  signUpThroughGateway,
  verifyAsManager,
  type BrowserSession,
} from './company-manager-support.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
let manager: BrowserSession;
let company: { id: string; name: string };

beforeAll(async () => {
  platform = await startPlatformUnderTest();
  manager = await signUpThroughGateway(platform, '09391000101');
  company = await verifyAsManager(platform, manager, 0);
});
afterAll(async () => {
  await platform.close();
});

const sendRequest = `mutation ($input: CompanyPrefactorRequestInput!) {
  companyPrefactorRequest(input: $input) { referenceNumber prefactor { id } userErrors { message } }
}`;
const answerRequest = `mutation ($input: CompanyPrefactorAnswerInput!) {
  companyPrefactorAnswer(input: $input) {
    managedCompany { id prefactorRequests(first: 20) { edges { node { id answer answeredAt } } } }
    prefactor { id answer answeredAt }
    userErrors { field message }
  }
}`;
const sentRequests = `query ($companyId: ID) {
  viewer { sentPrefactorRequests(companyId: $companyId, first: 20) {
    edges { node { referenceNumber productName answer answeredAt company { name } } }
  } }
}`;

describe('prefactor requests answered in the manager’s panel', () => {
  it('stores the manager’s answer once, and the signed-in sender reads it with their request', async () => {
    const requester = await signUpThroughGateway(platform, '09391000102');
    const sent = await asSession(platform, requester, sendRequest, {
      input: {
        companyId: company.id,
        fullName: 'مریم احمدی',
        mobile: '۰۹۳۹۱۰۰۰۱۰۲',
        productName: 'لولهٔ پلی‌اتیلن',
        quantity: 40,
      },
    });
    expect(sent.data!.companyPrefactorRequest.userErrors).toEqual([]);
    const { referenceNumber, prefactor } = sent.data!.companyPrefactorRequest;

    // Before the answer: the sender sees the request waiting.
    const waiting = await asSession(platform, requester, sentRequests, { companyId: company.id });
    expect(waiting.data!.viewer.sentPrefactorRequests.edges.map((edge: any) => edge.node)).toEqual([
      {
        referenceNumber,
        productName: 'لولهٔ پلی‌اتیلن',
        answer: null,
        answeredAt: null,
        company: { name: company.name },
      },
    ]);

    // An empty answer is refused with the shared rule's Persian message, and nothing is stored.
    const empty = await asSession(platform, manager, answerRequest, {
      input: { companyId: company.id, prefactorId: prefactor.id, answer: '   ' },
    });
    expect(empty.data!.companyPrefactorAnswer.userErrors).toEqual([
      { field: ['answer'], message: ruleMessage('validation.prefactor.answer.required', 'fa-IR') },
    ]);

    const answer = 'قیمت هر متر ۱۲۰ هزار تومان؛ تحویل دو هفته پس از پیش‌پرداخت.';
    const answered = await asSession(platform, manager, answerRequest, {
      input: { companyId: company.id, prefactorId: prefactor.id, answer },
    });
    expect(answered.data!.companyPrefactorAnswer.userErrors).toEqual([]);
    const inPanel = answered.data!.companyPrefactorAnswer.managedCompany.prefactorRequests.edges.find(
      (edge: any) => edge.node.id === prefactor.id,
    ).node;
    expect(inPanel.answer).toBe(answer);
    expect(answered.data!.companyPrefactorAnswer.prefactor).toEqual(inPanel);

    const read = await asSession(platform, requester, sentRequests, { companyId: company.id });
    const [mine] = read.data!.viewer.sentPrefactorRequests.edges;
    expect(mine.node.answer).toBe(answer);
    expect(mine.node.answeredAt).toBe(inPanel.answeredAt);

    // Answered once: a second answer is refused and the first one stands.
    const again = await asSession(platform, manager, answerRequest, {
      input: { companyId: company.id, prefactorId: prefactor.id, answer: 'پاسخ دیگر' },
    });
    expect(again.data!.companyPrefactorAnswer.userErrors.map((error: any) => error.message)).toEqual([
      translate('companyPage.answer.exists', 'fa-IR'),
    ]);
    const still = await asSession(platform, requester, sentRequests, { companyId: company.id });
    expect(still.data!.viewer.sentPrefactorRequests.edges[0].node.answer).toBe(answer);
  });

  it('pages the requests newest first by cursor, and finds the managed company again by its id', async () => {
    const requester = await signUpThroughGateway(platform, '09391000106');
    for (const productName of ['میلگرد', 'تیرآهن', 'ورق گالوانیزه'])
      await asSession(platform, requester, sendRequest, {
        input: {
          companyId: company.id,
          fullName: 'نادر صالحی',
          mobile: '09391000106',
          productName,
          quantity: 1,
        },
      });
    const managedOf = (result: any) =>
      result.data!.viewer.managedCompanies.find((entry: any) => entry.company.id === company.id);
    const page = async (after: string | null) =>
      managedOf(
        await asSession(
          platform,
          manager,
          `query ($after: String) { viewer { managedCompanies { id company { id }
            prefactorRequests(first: 2, after: $after) { totalCount edges { cursor node { productName } } pageInfo { hasNextPage endCursor } }
          } } }`,
          { after },
        ),
      );
    const first = await page(null);
    expect(first.prefactorRequests.edges.map((edge: any) => edge.node.productName)).toEqual([
      'ورق گالوانیزه',
      'تیرآهن',
    ]);
    expect(first.prefactorRequests.pageInfo.hasNextPage).toBe(true);
    const second = await page(first.prefactorRequests.pageInfo.endCursor);
    expect(second.prefactorRequests.edges[0].node.productName).toBe('میلگرد');
    expect(second.prefactorRequests.totalCount).toBe(first.prefactorRequests.totalCount);

    // The card's next page is asked for through `node`: the managed company is found again by its id.
    const byNode = await asSession(
      platform,
      manager,
      'query ($id: ID!) { node(id: $id) { ... on ManagedCompany { company { id } } } }',
      { id: first.id },
    );
    expect(byNode.data!.node).toEqual({ company: { id: company.id } });
    const notMine = await asSession(platform, requester, 'query ($id: ID!) { node(id: $id) { id } }', {
      id: first.id,
    });
    expect(notMine.data!.node).toBeNull();
  });

  it('refuses an answer from someone who does not manage the company, and shows nobody else’s requests', async () => {
    const requester = await signUpThroughGateway(platform, '09391000103');
    const sent = await asSession(platform, requester, sendRequest, {
      input: {
        companyId: company.id,
        fullName: 'رضا کریمی',
        mobile: '09391000103',
        productName: 'شیرآلات',
        quantity: 5,
      },
    });
    const { prefactor } = sent.data!.companyPrefactorRequest;
    const refused = await asSession(platform, requester, answerRequest, {
      input: { companyId: company.id, prefactorId: prefactor.id, answer: 'پاسخ خودم' },
    });
    expect(refused.data!.companyPrefactorAnswer.userErrors.map((error: any) => error.message)).toEqual([
      translate('companyPage.notManager', 'fa-IR'),
    ]);
    const other = await signUpThroughGateway(platform, '09391000104');
    const nothing = await asSession(platform, other, sentRequests, { companyId: company.id });
    expect(nothing.data!.viewer.sentPrefactorRequests.edges).toEqual([]);
  });
});

/** The smallest PNG header the service's sniffing accepts, with some pixels' worth of bytes after it. */
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('company logo bytes for the gateway upload test'),
]);

describe('the company image upload on the site’s origin (POST /company-files, the panel’s upload button)', () => {
  let proxy: Server;
  let site: string;
  beforeAll(async () => {
    const proxyCompanyFile = createCompanyFileProxy(platform.pools.business);
    proxy = createServer((request, response) => void proxyCompanyFile(request, response));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  const upload = (session: BrowserSession | null, body: Buffer, kind: 'logo' | 'pictures' = 'logo') =>
    fetch(`${site}/company-files?company=${encodeURIComponent(company.id)}&kind=${kind}`, {
      method: 'POST',
      headers: {
        'x-rasad-upload': '1',
        'content-type': 'application/octet-stream',
        'accept-language': 'fa-IR',
        ...(session ? { cookie: session.cookie } : {}),
      },
      body: new Uint8Array(body),
    });

  it('takes the verified manager’s image and serves it back on the site', async () => {
    const response = await upload(manager, pngBytes);
    expect(response.status).toBe(201);
    const { fileId, mediaType, byteSize } = await response.json();
    expect({ mediaType, byteSize }).toEqual({ mediaType: 'image/png', byteSize: pngBytes.length });

    const served = await fetch(`${site}/company-files/${fileId}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(pngBytes)).toBe(true);
  });

  it('refuses another type, an oversize image and a request from another site, each in Persian', async () => {
    const text = await upload(manager, Buffer.from('%PDF-1.7 not an image'));
    expect(text.status).toBe(400);
    expect((await text.json()).message).toBe(translate('upload.type.invalid', 'fa-IR'));

    // Over the service's 2 MB: read by the service and refused there.
    const large = await upload(manager, Buffer.concat([pngBytes, Buffer.alloc(3 * 1024 * 1024)]));
    expect(large.status).toBe(413);
    expect((await large.json()).message).toBe(translate('upload.tooLarge', 'fa-IR'));

    // Far over: refused by the gateway from its declared length, before it is read.
    const huge = await upload(manager, Buffer.concat([pngBytes, Buffer.alloc(9 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBe(gatewayMessage('companyFile.tooLarge', 'fa-IR'));

    const withoutHeader = await fetch(
      `${site}/company-files?company=${encodeURIComponent(company.id)}&kind=logo`,
      {
        method: 'POST',
        headers: { cookie: manager.cookie, 'accept-language': 'fa-IR' },
        body: new Uint8Array(pngBytes),
      },
    );
    expect(withoutHeader.status).toBe(403);
    expect((await withoutHeader.json()).message).toBe(gatewayMessage('companyFile.forbidden', 'fa-IR'));
  });

  it('refuses a signed-in user who does not manage the company, and a visitor', async () => {
    const stranger = await signUpThroughGateway(platform, '09391000105');
    const refused = await upload(stranger, pngBytes, 'pictures');
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(translate('companyPage.notManager', 'fa-IR'));

    const visitor = await upload(null, pngBytes);
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).message).toBe(gatewayMessage('error.signInRequired', 'fa-IR'));
  });
});
