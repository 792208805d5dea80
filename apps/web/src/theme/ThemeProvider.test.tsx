import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '@portal/contracts';
import { acmeTheme, jsonResponse } from '../test/fixtures.ts';
import { bootTheme, ThemeProvider, useTheme, useThemeSettled } from './index.ts';

function Probe() {
  const theme = useTheme();
  return <p>{`${theme.benefitBrandName} ${useThemeSettled() ? 'settled' : 'pending'}`}</p>;
}

// No query client: the first login page renders the theme before that library has loaded.
function renderTheme(booted = bootTheme()) {
  return render(
    <ThemeProvider cached={booted.theme} servedAt={booted.servedAt}>
      <Probe />
    </ThemeProvider>,
  );
}

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('theme loading', () => {
  it('paints the theme the server put in the page at once, without asking for it again', async () => {
    const island = document.createElement('script');
    island.id = 'portal-config';
    island.type = 'application/json';
    island.textContent = JSON.stringify({ theme: { ...acmeTheme, benefitBrandName: 'Served Rewards' } });
    document.head.append(island);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    try {
      const booted = bootTheme();
      expect(booted.servedAt).not.toBeNull();
      expect(rootVar('--primary')).toBe('#7a1f5c');
      renderTheme(booted);
      expect(screen.getByText('Served Rewards settled')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toMatchObject({ benefitBrandName: 'Served Rewards' });
    } finally {
      island.remove();
    }
  });

  it('ignores a served theme of the wrong shape', () => {
    const island = document.createElement('script');
    island.id = 'portal-config';
    island.type = 'application/json';
    island.textContent = JSON.stringify({ theme: { primaryColour: 'zzz' } });
    document.head.append(island);
    try {
      expect(bootTheme().servedAt).toBeNull();
    } finally {
      island.remove();
    }
  });

  it('applies the cached theme before rendering, then the server theme, and caches it', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ ...acmeTheme, benefitBrandName: 'Old Rewards' }));
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);

    const cached = bootTheme();
    expect(rootVar('--primary')).toBe('#7a1f5c');
    renderTheme(cached);
    expect(screen.getByText('Old Rewards pending')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/theme/localhost');

    answer(jsonResponse(200, { ...acmeTheme, primaryColour: '123456' }));
    await screen.findByText('Acme Rewards settled');
    await waitFor(() => expect(rootVar('--primary')).toBe('#123456'));
    expect(rootVar('--primary-20')).toBe('#d0d6dd');
    expect(rootVar('--font-header')).toMatch(/^"Montserrat", system-ui/);
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toMatchObject({ primaryColour: '123456' });
  });

  it('falls back to the default branding when nothing is cached and the fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(500, { error: 'boom' }))),
    );
    renderTheme();
    await screen.findByText('Benefits portal settled');
    expect(rootVar('--primary')).toBe('#001b71');
    expect(rootVar('--accent')).toBe('#00b5ec');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('keeps the cached theme when the fetch fails', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(acmeTheme));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    document.documentElement.removeAttribute('style'); // earlier tests leave their colours on the root
    renderTheme();
    await screen.findByText('Acme Rewards settled');
    expect(rootVar('--primary')).toBe('#7a1f5c');
    expect(rootVar('--accent')).toBe('#f2a900');
    expect(rootVar('--primary-20')).toBe('#e4d2de');
    expect(rootVar('--font-header')).toMatch(/^"Montserrat", system-ui/);
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toEqual(acmeTheme);
  });
});
