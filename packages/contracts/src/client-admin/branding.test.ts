import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT_COLOUR, DEFAULT_PRIMARY_COLOUR } from '../shared/constants.ts';
import { brandContrast } from '../shared/colour.ts';
import { brandingFormSchema } from './branding.ts';

const form = {
  brandName: 'Acme',
  primaryColour: '#001b71',
  secondaryColour: '00b5ec',
  baseFont: 'Inter',
  headerFont: 'Inter',
  supportEmail: 'help@acme.test',
  supportPhone: '',
};

describe('the brand colour contrast rule', () => {
  it('passes the default branding', () => {
    expect(brandContrast(DEFAULT_PRIMARY_COLOUR, 'primary')).toMatchObject({ text: '#ffffff', passes: true });
    expect(brandContrast(DEFAULT_ACCENT_COLOUR, 'secondary')).toMatchObject({ text: '#1b2130', passes: true });
  });

  it('refuses a primary that white text fails on, and a secondary neither text colour reads on', () => {
    expect(brandContrast('#7fd3f7', 'primary')!.passes).toBe(false);
    expect(brandContrast('#777777', 'secondary')!.passes).toBe(false);
    expect(brandContrast('nope', 'primary')).toBeNull();
  });

  it('is the form schema’s rule, and stores colours as six upper-case digits', () => {
    expect(brandingFormSchema.parse(form)).toMatchObject({ primaryColour: '001B71', secondaryColour: '00B5EC' });
    const refused = brandingFormSchema.safeParse({ ...form, primaryColour: '#FFD700' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]).toMatchObject({ path: ['primaryColour'], message: expect.stringContaining('hard to read') });
  });
});
