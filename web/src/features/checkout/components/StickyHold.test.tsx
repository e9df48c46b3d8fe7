import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StickyHold } from './StickyHold';

describe('sticky hold notice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stops just below the sticky title bar laid out before it', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { height: this.dataset.testid === 'title-bar' ? 58 : 40 } as DOMRect;
    });
    render(
      <div>
        <header data-testid="title-bar" style={{ position: 'sticky', top: 0 }} />
        <section>
          <p>Passo 4 de 5</p>
          <StickyHold>02:00</StickyHold>
        </section>
      </div>,
    );
    expect(screen.getByTestId('sticky-hold')).toHaveStyle({ top: '58px' });
  });
});
