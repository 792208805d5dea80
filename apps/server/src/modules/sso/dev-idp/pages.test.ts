import { describe, expect, it } from 'vitest';
import { errorPage, loginPage } from './pages.ts';

describe('demo identity provider pages', () => {
  it('label every field, escape every value and show errors accessibly', () => {
    const html = loginPage({ uid: 'u"1', mount: '/dev-idp', clientName: '<globex>', email: '"><script>x</script>', error: 'Try <b>again</b>' });
    expect(html).toContain('<label for="email">');
    expect(html).toContain('<label for="password">');
    expect(html).toContain('action="/dev-idp/interaction/u%221/login"');
    expect(html).toContain('&lt;globex&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-describedby="login-error"');
    expect(html).toContain('Try &lt;b&gt;again&lt;/b&gt;');
    expect(errorPage('<x>')).toContain('&lt;x&gt;');
  });
});
