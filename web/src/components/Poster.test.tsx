import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Poster } from './Poster';

describe('Poster', () => {
  it('offers WebP and every stored width, keeping the layout size', () => {
    const { container } = render(
      <Poster
        src="/media/img/7/1280.jpg"
        picture={{
          largura: 1500,
          altura: 844,
          srcset: '/media/img/7/320.jpg 320w, /media/img/7/1280.jpg 1280w',
          srcset_webp: '/media/img/7/320.webp 320w, /media/img/7/1280.webp 1280w',
        }}
        sizes="100vw"
        width={1200}
        height={675}
        loading="lazy"
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/media/img/7/320.webp 320w, /media/img/7/1280.webp 1280w');
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('srcset', '/media/img/7/320.jpg 320w, /media/img/7/1280.jpg 1280w');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });

  it('shows a poster linked as published as a plain image', () => {
    const { container } = render(<Poster src="https://exemplo.com.br/x.jpg" sizes="100vw" width={1200} height={675} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://exemplo.com.br/x.jpg');
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });
});
