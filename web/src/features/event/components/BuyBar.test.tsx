import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyBar } from './BuyBar';

/** jsdom has no IntersectionObserver: this one lets the test say whether the box is on screen. */
let report: (visible: boolean) => void = () => undefined;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (visible) => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

function Page({ price, onBuy }: { price: number | null; onBuy: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <MantineProvider env="test">
      <div ref={box}>buy box</div>
      <BuyBar buyBox={box} price={price} onBuy={onBuy} />
    </MantineProvider>
  );
}

describe('BuyBar', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the price and the buy button only while the buy box is off screen', () => {
    const onBuy = vi.fn();
    render(<Page price={2000} onBuy={onBuy} />);
    expect(screen.queryByTestId('buy-bar')).not.toBeInTheDocument();

    act(() => report(false));
    expect(screen.getByTestId('buy-bar')).toHaveTextContent('A partir de R$ 20,00');
    fireEvent.click(screen.getByRole('button', { name: 'Comprar ingressos' }));
    expect(onBuy).toHaveBeenCalledTimes(1);

    act(() => report(true));
    expect(screen.queryByTestId('buy-bar')).not.toBeInTheDocument();
  });

  it('says free for an event without a price', () => {
    render(<Page price={0} onBuy={() => undefined} />);
    act(() => report(false));
    expect(screen.getByTestId('buy-bar')).toHaveTextContent('Gratuito');
  });
});
