import { describe, expect, it } from 'vitest';
import { isVoucherOnly } from '../../../features/benefits/index.ts';
import { mainNavItems, mobileMenuItems, type NavContext } from './navItems.ts';

const employee = { userType: 'employee', employmentStatus: 'active' } as const;
const employer = { userType: 'employer', employmentStatus: 'active' } as const;
const keys = (context: NavContext) => mainNavItems(context).map((item) => item.key);

describe('navigation rules', () => {
  it('always has Home, My benefits unless voucher-only, FAQs only when the client has some', () => {
    expect(keys({ user: employee, hasFaqs: false, ccvOnly: false })).toEqual(['home', 'benefits']);
    expect(keys({ user: employee, hasFaqs: true, ccvOnly: false })).toEqual(['home', 'benefits', 'faqs']);
    expect(keys({ user: employee, hasFaqs: true, ccvOnly: true })).toEqual(['home', 'faqs']);
  });

  it('holds the place of FAQs, unseen and out of the mobile menu, until the login setup says whether it shows', () => {
    const pending = mainNavItems({ user: employee, hasFaqs: false, ccvOnly: false, faqsPending: true });
    expect(pending.map((item) => [item.key, item.placeholder ?? false])).toEqual([
      ['home', false],
      ['benefits', false],
      ['faqs', true],
    ]);
    expect(mainNavItems({ user: employee, hasFaqs: true, ccvOnly: false, faqsPending: false }).at(-1)).toMatchObject({ key: 'faqs', placeholder: false });
    expect(mobileMenuItems({ user: employee, hasFaqs: false, ccvOnly: false, faqsPending: true }).map((item) => item.key)).not.toContain('faqs');
  });

  it('shows Dashboard only to employers who have not left, are active and not voucher-only', () => {
    expect(keys({ user: employer, hasFaqs: false, ccvOnly: false })).toContain('dashboard');
    expect(keys({ user: { ...employer, employmentStatus: 'left' }, hasFaqs: false, ccvOnly: false })).not.toContain('dashboard');
    expect(keys({ user: { ...employer, employmentStatus: 'inactive' }, hasFaqs: false, ccvOnly: false })).not.toContain('dashboard');
    expect(keys({ user: employer, hasFaqs: false, ccvOnly: true })).not.toContain('dashboard');
    expect(keys({ user: employee, hasFaqs: false, ccvOnly: false })).not.toContain('dashboard');
  });

  it('shows platform administrators the console and its E-mail page', () => {
    const admin = { userType: 'admin', employmentStatus: 'active' } as const;
    const items = mainNavItems({ user: admin, hasFaqs: false, ccvOnly: false });
    expect(items.slice(-2).map((item) => [item.key, item.label, item.to])).toEqual([
      ['admin', 'Admin', '/app/admin/'],
      ['outbox', 'E-mail', '/app/outbox'],
    ]);
    expect(keys({ user: employer, hasFaqs: false, ccvOnly: false })).not.toContain('outbox');
  });

  it('adds Profile Settings and Logout to the mobile menu', () => {
    const items = mobileMenuItems({ user: employer, hasFaqs: true, ccvOnly: false });
    expect(items.map((item) => item.label)).toEqual(['Home', 'My benefits', 'FAQs', 'Dashboard', 'Profile Settings', 'Logout']);
    expect(items.at(-1)?.to).toBe('/logout');
  });

  it('is voucher-only when the benefits load says so, and only once they have loaded', () => {
    const base = { loggedIn: true, benefitsLoaded: true, ccvOnly: true };
    expect(isVoucherOnly(base)).toBe(true);
    expect(isVoucherOnly({ ...base, ccvOnly: false })).toBe(false);
    expect(isVoucherOnly({ ...base, benefitsLoaded: false })).toBe(false);
    expect(isVoucherOnly({ ...base, loggedIn: false })).toBe(false);
  });
});
