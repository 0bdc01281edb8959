import { PublishedDate } from '../../components/ArticleHeader.tsx';
import { Hero } from '../../components/Hero.tsx';
import type { SitePage } from '../../site-page.ts';
import * as styles from './BlogIndexPage.css.ts';
import { POSTS } from './posts.ts';

function BlogIndex() {
  return (
    <>
      <Hero
        title="Blog"
        lead="Guide pratiche per chi gestisce un salone di parrucchieri, un centro estetico o uno studio di massaggi: prenotazioni, WhatsApp, appuntamenti saltati e strumenti di lavoro, con le regole da conoscere."
      />
      <ul className={styles.list}>
        {POSTS.map((post) => (
          <li key={post.path}>
            <article className={styles.post}>
              <h2 className={styles.postTitle}>
                <a className={styles.postLink} href={post.path}>
                  {post.title}
                </a>
              </h2>
              <p className={styles.meta}>
                <PublishedDate date={post.datePublished} /> · {post.author.name},{' '}
                {post.author.jobTitle}
              </p>
              <p className={styles.summary}>{post.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

export const blogIndexPage: SitePage = {
  path: '/blog',
  title: 'Blog',
  description:
    'Guide pratiche per saloni di parrucchieri, estetisti e massaggiatori: prenotazioni su WhatsApp, gestionale, promemoria e appuntamenti saltati.',
  lastModified: '2026-11-24',
  Component: BlogIndex,
};
