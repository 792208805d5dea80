import { describe, expect, it } from 'vitest';
import { signOnTexts } from '@portal/contracts';
import { testFailedPage, testWorksPage } from './test-page.ts';

describe('the page a sign-on test ends on', () => {
  it('escapes every claim and name, and says what a login would lack', () => {
    const html = testWorksPage({
      clientName: '<b>Acme</b>',
      claims: { '<x>': '<script>alert(1)</script>' },
      email: null,
      unverified: false,
      personFound: false,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Acme');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(signOnTexts.testPage.noEmail);
    expect(testWorksPage({ clientName: 'Acme', claims: {}, email: 'a@acme.test', unverified: false, personFound: false })).toContain(
      signOnTexts.testPage.noPerson,
    );
    expect(testFailedPage('<img src=x>')).toContain('&lt;img src=x&gt;');
  });
});
