import { describe, expect, it } from 'vitest';
import type { CtaType } from '@portal/contracts';
import { ctaLink } from './cta.ts';

const benefit = (type: CtaType) => ({ id: 4, cta: { type } });

describe('benefit call to action', () => {
  it('labels and routes each CTA type', () => {
    expect(ctaLink(benefit('select'))).toEqual({ type: 'select', label: 'Select', to: '/app/my-benefits/4/setup' });
    expect(ctaLink(benefit('edit'))).toEqual({ type: 'edit', label: 'Change', to: '/app/my-benefits/4/manage' });
    expect(ctaLink(benefit('reapply'))).toEqual({ type: 'reapply', label: 'Reapply', to: '/app/my-benefits/4/setup' });
    expect(ctaLink(benefit('view'))).toEqual({ type: 'view', label: 'View', to: '/app/my-benefits/4' });
  });
});
