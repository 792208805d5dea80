import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileMailLayouts } from '../../scripts/mail-layout.ts';
import { mailLayouts } from './layout.generated.ts';
import { MAIL_LAYOUT_VARIANTS, type MailLayoutVariant } from './layout.mjml.ts';
import { renderMail, type MailLayout } from './templates.ts';

const layout = (overrides: Partial<MailLayout> = {}): MailLayout => ({
  brandName: 'Acme Rewards',
  primaryColour: '0B5D4B',
  heading: 'Welcome',
  paragraphs: ['Your benefits are ready.', 'Choose them by Friday.'],
  action: { label: 'Set your password', url: 'https://acme.example.test/reset?token=abc' },
  ...overrides,
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe('mail layout (MJML)', () => {
  it("lays the mail out in MJML's tables, the button a table cell in the brand's colour holding the link", () => {
    const { html } = renderMail('Welcome to Acme', layout());
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en"/);
    expect(html).toMatch(/<table[^>]*role="presentation"/);
    // Outlook's own tables (conditional comments), around MJML's hybrid divs for the other clients.
    expect(html).toContain('<!--[if mso | IE]><table');
    const button = /<td[^>]*bgcolor="#0B5D4B"[^>]*role="presentation"[^>]*style="[^"]*background:#0B5D4B;[^"]*"[^>]*>\s*<a\s+href="([^"]*)"/;
    expect(html.match(button)?.[1]).toBe('https://acme.example.test/reset?token=abc');
    expect(html).toMatch(/>\s*Set your password\s*<\/a>/);
    expect(html).toContain('>Acme Rewards</div>');
    expect(html).toContain('background:#0B5D4B');
    expect(html).toContain('<title>Welcome to Acme</title>');
    expect(html).toContain(
      '<p style="margin:0 0 16px;line-height:1.5">Your benefits are ready.</p><p style="margin:0 0 16px;line-height:1.5">Choose them by Friday.</p>',
    );
    expect(html).toContain('This e-mail was sent by your benefits portal.');
    // The first paragraph as the inbox preview, hidden in the mail.
    expect(html).toMatch(/<div style="display:none;[^"]*">Your benefits are ready\.<\/div>/);
    // None of the old layout Outlook for Windows ignores: a centred max-width div, a padded link as the button.
    expect(html).not.toContain('max-width:560px;margin:0 auto;padding:24px');
    expect(html).not.toMatch(/<p style="margin:24px 0"><a /);
    // No placeholder or sentinel colour left, nothing fetched from elsewhere.
    expect(html).not.toMatch(/%%[A-Z_]+%%/);
    expect(html).not.toMatch(/#A1B2C3/i);
    expect(html).not.toContain('fonts.googleapis');
    expect(html).not.toMatch(/<link\b/);
  });

  it('escapes every value and takes $ and placeholders in them literally', () => {
    const nasty = 'A <b>"bold"</b> $& $1 $$ %%HEADING%%';
    const { html } = renderMail(`Subject ${nasty}`, {
      brandName: `Brand ${nasty}`,
      primaryColour: '0B5D4B',
      heading: `Heading ${nasty}`,
      paragraphs: [`Para ${nasty}`],
      action: { label: `Label ${nasty}`, url: 'https://x.example.test/?a=1&b="2"&c=$&' },
      footer: `Footer ${nasty}`,
    });
    const escaped = 'A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; $&amp; $1 $$ %%HEADING%%';
    for (const part of ['Brand', 'Heading', 'Para', 'Label', 'Footer']) expect(html).toContain(`${part} ${escaped}`);
    expect(html).toContain(`<title>Subject ${escaped}</title>`);
    expect(html).toContain('href="https://x.example.test/?a=1&amp;b=&quot;2&quot;&amp;c=$&amp;"');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('"bold"');
    // Brand, heading, paragraph, label, footer, the preview (the paragraph again) and the subject twice (title, aria-label).
    expect(count(html, '%%HEADING%%')).toBe(8);
  });

  it("applies the brand's colour, and falls back to the portal's for anything but six hex digits", () => {
    expect(renderMail('S', layout({ primaryColour: 'abcdef' })).html).toContain('bgcolor="#abcdef"');
    for (const bad of ['#0B5D4B', 'red;x:y', '0B5D4', '0B5D4BB', 'zzzzzz', '']) {
      const { html } = renderMail('S', layout({ primaryColour: bad }));
      expect(html).toContain('bgcolor="#001B71"');
      expect(html).toContain('background:#001B71');
      if (bad) expect(html).not.toContain(`#${bad}`);
    }
  });

  it('keeps the plain-text part: heading, paragraphs, then the link as "label: url"', () => {
    expect(renderMail('S', layout({ heading: 'Hi <b>' })).text).toBe(
      'Hi <b>\n\nYour benefits are ready.\nChoose them by Friday.\n\nSet your password: https://acme.example.test/reset?token=abc',
    );
    expect(renderMail('S', layout({ action: undefined, paragraphs: ['One'] })).text).toBe('Welcome\n\nOne');
  });

  it('leaves out the button and the preview when there are none', () => {
    const { html } = renderMail('S', layout({ action: undefined, paragraphs: [] }));
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('display:none');
    expect(html).toContain('>Welcome</h1>');
  });

  it('gives each mail its own values (the compiled layout is shared, not changed)', () => {
    const first = renderMail(
      'First',
      layout({ brandName: 'One Co', primaryColour: '111111', heading: 'First heading', action: { label: 'Go 1', url: 'https://one.example.test/' } }),
    );
    const second = renderMail(
      'Second',
      layout({ brandName: 'Two Co', primaryColour: '222222', heading: 'Second heading', action: { label: 'Go 2', url: 'https://two.example.test/' } }),
    );
    const again = renderMail(
      'First',
      layout({ brandName: 'One Co', primaryColour: '111111', heading: 'First heading', action: { label: 'Go 1', url: 'https://one.example.test/' } }),
    );
    expect(again.html).toBe(first.html);
    for (const value of ['Two Co', '#222222', 'Second heading', 'Go 2', 'two.example.test']) expect(first.html).not.toContain(value);
    for (const value of ['One Co', '#111111', 'First heading', 'Go 1', 'one.example.test']) expect(second.html).not.toContain(value);
    expect(second.html).toContain('>Two Co</div>');
    expect(second.html).toContain('bgcolor="#222222"');
    expect(second.html).toContain('href="https://two.example.test/"');
  });
});

describe('mail layout compiled at build time', () => {
  it('the committed layout is what the MJML source compiles to', async () => {
    const compiled = await compileMailLayouts();
    for (const variant of Object.keys(MAIL_LAYOUT_VARIANTS) as MailLayoutVariant[])
      expect(mailLayouts[variant], `layout.generated.ts (${variant}) is not what layout.mjml.ts compiles to: run npm run generate:mail -w apps/server`).toBe(
        compiled[variant],
      );
  });

  it('ships no MJML: a development dependency only, imported by no server source', () => {
    const server = new URL('../../', import.meta.url);
    const { dependencies, devDependencies } = JSON.parse(readFileSync(new URL('package.json', server), 'utf8')) as Record<string, Record<string, string>>;
    expect(Object.keys(dependencies ?? {}).filter((name) => /(^|\/)mjml/.test(name))).toEqual([]);
    expect(devDependencies).toHaveProperty('mjml');
    const sources = readdirSync(new URL('src/', server), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !/(^|\/)test\//.test(file),
    );
    expect(sources).toContain('mail/templates.ts');
    const importsMjml = /\b(from\s*|import\s*\(\s*|require\s*\(\s*)['"](@types\/)?mjml/;
    expect(sources.filter((file) => importsMjml.test(readFileSync(new URL(`src/${file}`, server), 'utf8')))).toEqual([]);
  });
});
