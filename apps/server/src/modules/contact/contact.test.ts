import { beforeEach, describe, expect, it } from 'vitest';
import { enquiries, mailOutbox } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { mailbox } from '../../test/mailbox.ts';

const ctx = seededApp();

const visitor = { firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.test' };
const post = (payload: object, code = 'acme', ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', headers: host(code), payload, remoteAddress: ip });
const counts = async () => ({ enquiries: await ctx.db.$count(enquiries), mails: await ctx.db.$count(mailOutbox) });
let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;

describe('GET /api/cms-content/contact', () => {
  it('answers enquiry options and the side panel for acme', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cms-content/contact', headers: host('acme') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.enquiryOptions.length).toBeGreaterThan(3);
    expect(body.enquiryOptions[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
    expect(body.pageContent).toMatchObject({ name: expect.any(String), content: expect.stringContaining('support@acme.test') });
  });

  it('is not there for a client with contact-us disabled', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cms-content/contact', headers: host('globex') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'Contact us is not available for this portal', requestId: expect.any(String) });
  });
});

describe('POST /api/contact', () => {
  let subject: string;
  beforeEach(async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/cms-content/contact', headers: host('acme') });
    subject = page.json().enquiryOptions[0].value;
  });

  it("stores the enquiry and e-mails the client's contact address", async () => {
    const before = await counts();
    const res = await post({ subject, comments: 'How do I add my partner?', ...visitor }, 'acme', freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(await counts()).toEqual({ enquiries: before.enquiries + 1, mails: before.mails + 1 });

    const [newest] = await mailbox(ctx.app);
    expect(newest).toMatchObject({ to: 'hr-enquiries@acme.test', subject: expect.stringMatching(/^New enquiry: /) });
    expect(newest!.text).toContain('How do I add my partner?');
    expect(newest!.text).toContain('ada@example.test');
  });

  it('answers 400 with field errors for missing fields, and changes nothing', async () => {
    const before = await counts();
    const res = await post({ subject: '', comments: '   ' }, 'acme', freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ subject: 'Please provide a subject for your message', comments: 'This field is required' });
    expect(await counts()).toEqual(before);
  });

  it('asks visitors who are not logged in for their name and e-mail', async () => {
    const before = await counts();
    const res = await post({ subject, comments: 'Hello' }, 'acme', freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ firstName: 'This field is required', surname: 'This field is required', email: 'This field is required' });
    const bad = await post({ subject, comments: 'Hello', ...visitor, email: 'not-an-email' }, 'acme', freshIp());
    expect(bad.json().errors).toEqual({ email: 'Please enter a valid email address' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a subject that is not one of the options', async () => {
    const res = await post({ subject: 'made-up', comments: 'Hi', ...visitor }, 'acme', freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ subject: 'Please provide a subject for your message' });
  });

  it('refuses wrong types and oversized text', async () => {
    const res = await post({ subject: 42, comments: 'x'.repeat(6000), ...visitor }, 'acme', freshIp());
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['comments', 'subject']);
  });

  it('is refused for a client with contact-us disabled, and stores nothing', async () => {
    const before = await counts();
    const res = await post({ subject, comments: 'Hi', ...visitor }, 'globex', freshIp());
    expect(res.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('limits how often one address can send', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post({ subject: '', comments: '' }, 'acme', ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
