/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonRegion } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('marks its region busy, says the label only to screen readers and hides the shapes from them', () => {
    render(
      <SkeletonRegion label="Loading your benefits">
        <Skeleton width="40%" />
        <Skeleton shape="block" height="56px" />
      </SkeletonRegion>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading your benefits');
    expect(status.className).toContain('visually-hidden');
    const region = status.parentElement!;
    expect(region.getAttribute('aria-busy')).toBe('true');
    const shapes = region.querySelector('[aria-hidden="true"]')!;
    expect(shapes.children).toHaveLength(2);
    expect((shapes.children[0] as HTMLElement).style.width).toBe('40%');
  });

  it('stops shimmering for people who prefer reduced motion', () => {
    // jsdom applies no media queries: the rule itself is what is checked.
    const file = ['src/ui/Skeleton.module.css', 'apps/web/src/ui/Skeleton.module.css'].find((path) => existsSync(path))!;
    const css = readFileSync(file, 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.bone\s*\{[^}]*animation:\s*none/);
  });
});
