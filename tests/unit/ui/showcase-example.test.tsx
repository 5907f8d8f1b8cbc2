import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as lucide from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import uiEn from '@/components/ui/locales/en.json';
import { Example } from '@/features/admin-showcase/components/Example';
import * as PORTAL_ICONS from '@/features/admin-showcase/data/portal-icons';
import en from '@/features/admin-showcase/locales/en.json';
import { i18nWith } from './i18n';
import { renderUi } from './render';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

// The showcase's example card: a code toggle revealing the example's own source, highlighted by
// the lazily loaded sugar-high, with a copy button that raises a toast.

const CODE =
  "import { Button } from '@/components/ui/Button';\n\nexport default function Demo() {\n  return <Button>Hi</Button>;\n}\n";

describe('Example', () => {
  it('toggles the highlighted source (aria-expanded) and copies it with a toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const i18n = i18nWith('en', en);
    const { I18nextProvider } = await import('react-i18next');
    renderUi(
      <I18nextProvider i18n={i18n}>
        <Example title="Demo" code={CODE}>
          <p>live example</p>
        </Example>
      </I18nextProvider>,
    );
    expect(screen.getByText('live example')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Source code: Demo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Source code' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const source = await screen.findByRole('region', { name: 'Source code' });
    expect(source).toHaveTextContent('export default function Demo()');
    // highlighted: the keyword is a token of its own with the keyword colour
    const keyword = [...source.querySelectorAll('span')].find((s) => s.textContent === 'export');
    expect(keyword?.className).toContain('#b4006e');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Source code copied'));
    expect(writeText).toHaveBeenCalledWith(CODE.trimEnd());

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Source code' })).toBeNull();
  });
});

describe('Example with a built source file', () => {
  it('fetches the source when the code view opens; a failed fetch offers a retry', async () => {
    const user = userEvent.setup();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('gone', { status: 404 }))
      .mockResolvedValueOnce(new Response(CODE, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const i18n = i18nWith('en', { ...uiEn, ...en });
      const { I18nextProvider } = await import('react-i18next');
      renderUi(
        <I18nextProvider i18n={i18n}>
          <Example title="Built" code={{ url: '/assets/Built.tsx-abc.txt' }}>
            <p>built example</p>
          </Example>
        </I18nextProvider>,
      );
      // nothing is fetched before the code view opens
      expect(fetchMock).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Source code: Built' }));
      expect(await screen.findByText('The source code could not be loaded.')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('/assets/Built.tsx-abc.txt');

      await user.click(screen.getByRole('button', { name: 'Retry' }));
      const source = await screen.findByRole('region', { name: 'Source code' });
      expect(source).toHaveTextContent('export default function Demo()');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the icons page list', () => {
  it('names only real lucide icons, each once', () => {
    const names = Object.keys(PORTAL_ICONS);
    expect(names.length).toBeGreaterThan(50);
    const lucideNames = new Set(Object.keys(lucide));
    expect(names.filter((n) => !lucideNames.has(n))).toEqual([]);
  });
});
