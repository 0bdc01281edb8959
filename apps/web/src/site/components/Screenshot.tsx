import * as styles from './blocks.css.ts';

/**
 * A screenshot of the real app (public/screenshots/, 1280×800 WebP): width and height reserve
 * its space before it loads (no layout shift); below the fold it loads lazily.
 */
export function Screenshot({
  src,
  alt,
  caption,
  eager = false,
}: {
  src: string;
  alt: string;
  caption: string;
  /** The first image of a page, visible at once: loaded at once. */
  eager?: boolean;
}) {
  return (
    <figure className={styles.figure}>
      <img
        className={styles.screenshot}
        src={src}
        alt={alt}
        width={1280}
        height={800}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
