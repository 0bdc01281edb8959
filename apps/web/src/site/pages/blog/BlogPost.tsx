import type { ComponentType } from 'react';
import { ArticleHeader } from '../../components/ArticleHeader.tsx';
import { ConsultationLink } from '../../components/CallsToAction.tsx';
import { Prose } from '../../components/Prose.tsx';
import { Section } from '../../components/Section.tsx';
import { blogPostingData } from '../../render/structured-data.ts';
import type { SitePage } from '../../site-page.ts';
import type { PostFacts } from './posts.ts';

/** Every post closes the same way: an invitation to a consultation, not a sales pitch. */
function ClosingCallToAction() {
  return (
    <Section title="Vuoi parlarne con noi?">
      <p>
        In una consulenza gratuita di mezz'ora guardiamo insieme come lavora oggi il tuo salone e ti
        diciamo con franchezza che cosa Agendina può fare per te, e che cosa no.
      </p>
      <div>
        <ConsultationLink />
      </div>
    </Section>
  );
}

/**
 * A blog post's page: its facts (posts.ts) give the head, the header and the BlogPosting data;
 * `Body` is the article's text (plain h2/h3/p/ul inside Prose).
 */
export function blogPostPage(post: PostFacts, Body: ComponentType): SitePage {
  function Component() {
    return (
      <article>
        <ArticleHeader
          title={post.title}
          author={post.author}
          datePublished={post.datePublished}
          readingMinutes={post.readingMinutes}
        />
        <Prose>
          <Body />
        </Prose>
        <ClosingCallToAction />
      </article>
    );
  }
  return {
    path: post.path,
    title: post.title,
    description: post.description,
    breadcrumb: [{ name: 'Blog', path: '/blog' }],
    lastModified: post.dateModified,
    ogType: 'article',
    structuredData: (context) => [blogPostingData(post, context)],
    Component,
  };
}
