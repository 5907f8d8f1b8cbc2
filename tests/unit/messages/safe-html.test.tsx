import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { htmlToText, sanitizeMessageHtml, textToHtml } from '../../../server/services/messages/sanitize';

// Message bodies (issue 17): the server's allow-list, and the portal's own rebuilding of stored
// HTML as React elements (never innerHTML).

const HOSTILE =
  '<p onclick="alert(1)" style="color:red">Hi <b>there</b><script>alert(1)</script>' +
  '<img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a> <a href="https://pajak.go.id">ok</a></p>' +
  '<iframe src="https://evil.test"></iframe><form><input name=x></form><svg onload=alert(1)></svg>';

describe('server sanitiser', () => {
  it('keeps formatting and safe links only', () => {
    expect(sanitizeMessageHtml(HOSTILE)).toBe(
      '<p>Hi <strong>there</strong><a rel="noopener noreferrer nofollow" target="_blank">bad</a> ' +
        '<a href="https://pajak.go.id" rel="noopener noreferrer nofollow" target="_blank">ok</a></p>',
    );
  });

  it('turns HTML into text and text into escaped paragraphs', () => {
    expect(htmlToText('<p>a &amp; b</p><ul><li>one</li><li>two</li></ul>')).toBe('a & b\none\ntwo');
    expect(textToHtml('<b>x</b>\n\ny\nz')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p><p>y<br />z</p>');
  });
});

describe('SafeHtml', () => {
  it('renders allowed elements and drops scripts, handlers, styles and unsafe links', () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    expect(container.querySelector('script, img, iframe, form, input, svg, [onclick], [style]')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('there');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://pajak.go.id']);
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.textContent).toContain('bad');
    expect(container.textContent).not.toContain('alert(1)');
  });

  it('shows markup typed as text as text', () => {
    const { container } = render(<SafeHtml html={'<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script>');
  });
});
