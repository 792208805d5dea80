import { describe, expect, it } from 'vitest';
import { seededApp } from '../../test/seeded.ts';

const ctx = seededApp();

const theme = (domain: string) => ctx.app.inject({ method: 'GET', url: `/api/theme/${domain}` });

describe('GET /api/theme/:domain', () => {
  it("answers acme's own theme", async () => {
    const res = await theme('acme.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clientCode: 'acme',
      hasClientTheme: true,
      primaryColour: '0B5D4B',
      secondaryColour: 'F28C28',
      benefitBrandName: 'Acme Rewards',
      benefitBrandPhoneNumber: '0800 123 4567',
      contactUsEnabled: true,
      ssoAccessOnly: false,
    });
    // Its logos come from its configuration document, stored in the database and served by their hash.
    const asset = /^\/api\/clients\/acme\/assets\/[0-9a-f]{64}\.svg$/;
    const { logoFileUrl, brandHeaderLogo, mobileLogo } = res.json();
    for (const url of [logoFileUrl, brandHeaderLogo, mobileLogo]) {
      expect(url).toMatch(asset);
      const file = await ctx.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it("never gives a client the platform's logos: umbrella, with none of its own, gets none", async () => {
    expect((await theme('umbrella.localhost')).json()).toMatchObject({
      clientCode: 'umbrella',
      benefitBrandName: 'Umbrella Benefits',
      primaryColour: '6B1D5C',
      brandHeaderLogo: '',
      mobileLogo: '',
      logoFileUrl: null,
    });
  });

  it('maps the bare host to the default client', async () => {
    expect((await theme('localhost')).json().clientCode).toBe('acme');
  });

  it('gives globex the default colours and no contact-us', async () => {
    expect((await theme('globex.localhost')).json()).toMatchObject({
      clientCode: 'globex',
      hasClientTheme: false,
      primaryColour: '001B71',
      secondaryColour: '00B5EC',
      contactUsEnabled: false,
      benefitBrandPhoneNumber: '0',
    });
  });

  it('tells the login page before anyone logs in that initech is SSO-only', async () => {
    expect((await theme('initech.localhost')).json()).toMatchObject({
      clientCode: 'initech',
      benefitBrandName: 'Initech Benefits',
      supportEmail: 'people@initech.test',
      ssoAccessOnly: true,
    });
  });

  it('gives unknown sub-domains the default branding', async () => {
    expect((await theme('vandelay.localhost')).json()).toMatchObject({
      clientCode: '',
      benefitBrandName: 'Benefits Portal',
      primaryColour: '001B71',
      ssoAccessOnly: false,
    });
  });

  it('refuses a domain that is not a host name', async () => {
    const res = await theme('bad%20domain!');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('domain');
  });
});
