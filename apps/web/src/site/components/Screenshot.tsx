import { tokens } from '@agendina/ui/theme';
import * as styles from './blocks.css.ts';

/**
 * A screenshot of the real app (public/screenshots/, 1280×800 WebP, and an 800 px copy for
 * phones: scripts/site-screenshots.ts): width and height reserve its space before it loads (no
 * layout shift); below the fold it loads lazily, the first one of a page at high priority (it is
 * often the page's largest paint).
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
        srcSet={`${src.replace(/\.webp$/, '-800.webp')} 800w, ${src} 1280w`}
        // The page's column: the viewport less its padding, at most the page's width.
        sizes={`(min-width: ${tokens.contentWidths.page}) ${tokens.contentWidths.page}, calc(100vw - ${tokens.space.xxl})`}
        alt={alt}
        width={1280}
        height={800}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding={eager ? 'sync' : 'async'}
      />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
