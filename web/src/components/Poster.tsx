import type { ImgHTMLAttributes } from 'react';
import classes from './Poster.module.css';

/** A poster stored by the server: its size and the srcsets of its renditions (JPEG/PNG and WebP). */
export interface Picture {
  largura: number;
  altura: number;
  srcset: string;
  srcset_webp: string;
}

interface PosterProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  picture?: Picture | null;
  /** How wide the image shows at each viewport width, so the browser picks the smallest rendition. */
  sizes: string;
}

/**
 * An event poster: with stored renditions, the browser picks the width it needs and WebP when
 * it reads it; without (a poster linked as published), the plain image.
 */
export function Poster({ src, picture, sizes, alt = '', ...img }: PosterProps) {
  if (!picture) return <img src={src} alt={alt} {...img} />;
  return (
    <picture className={classes.picture}>
      <source type="image/webp" srcSet={picture.srcset_webp} sizes={sizes} />
      <img src={src} srcSet={picture.srcset} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
