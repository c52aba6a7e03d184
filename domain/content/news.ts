// No zod here: the news screens run this in the browser too.
import { getDisplayDate, type DisplayDate, type Language } from "../language.ts";
import type { Blog } from "./schemas/blog.ts";
import { getSites, type SiteId } from "../site.ts";

/** Spec §2, §9: news list page size. */
export const NEWS_PAGE_SIZE = 8;
/** Spec §3, §9: a card fades in 0.1 s times its position. */
export const FADE_IN_STEP_SECONDS = 0.1;

/** A blog without its HTML: what a news list needs. */
export type BlogSummary = Omit<Blog, "content">;

/** What sorting and paging need of a blog. */
type Sortable = Pick<Blog, "id" | "published_at" | "created_at" | "featured">;

const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** Spec §4: blogs rebuilt newest first (by publication, then by creation). */
export function sortBlogsNewestFirst<B extends Sortable>(blogs: readonly B[]): B[] {
  return [...blogs].sort(
    (a, b) => time(b.published_at) - time(a.published_at) || time(b.created_at) - time(a.created_at) || a.id.localeCompare(b.id),
  );
}

/** Spec §4: the featured blogs, newest first. */
export function getFeaturedBlogs<B extends Sortable>(blogs: readonly B[]): B[] {
  return sortBlogsNewestFirst(blogs.filter((blog) => blog.featured === true));
}

/** The news list of a sub-site: its featured articles first, then the others, each newest first. */
export function arrangeNews<B extends Sortable & Pick<Blog, "sites">>(blogs: readonly B[], site?: SiteId): B[] {
  const shown = site ? blogs.filter((blog) => blog.sites.includes(site)) : blogs;
  const sorted = sortBlogsNewestFirst(shown);
  return [...sorted.filter((blog) => blog.featured), ...sorted.filter((blog) => !blog.featured)];
}

/** Reads `?page=`: a whole number from 1; anything else is page 1 (spec §9 default page). */
export function parsePageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export interface NewsPage<B> {
  items: B[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  total: number;
}

/** One page of a list (a page past the end shows the last page). */
export function getNewsPage<B>(list: readonly B[], page: number, pageSize = NEWS_PAGE_SIZE): NewsPage<B> {
  const pageCount = Math.max(1, Math.ceil(list.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * pageSize;
  return { items: list.slice(start, start + pageSize), page: current, pageCount, total: list.length };
}

/** Spec §3: a card's fade-in delay in seconds, 0.1 s times its position (0-based). */
export function getFadeInDelay(position: number): number {
  return Math.round(position * FADE_IN_STEP_SECONDS * 10) / 10;
}

/** Spec §3 blog display form. */
export interface BlogCard {
  id: string;
  title: string;
  summary: string;
  date: DisplayDate;
  publishedAt: string;
  coverPhoto: string;
  author: string;
  featured: boolean;
  readingTime: number;
  fadeInDelay: number;
}

/** A blog as a news card in a language, at a position on its page. */
export function toBlogCard(blog: BlogSummary, lang: Language, position: number): BlogCard {
  return {
    id: blog.id,
    title: blog.title[lang],
    summary: blog.summary[lang],
    date: getDisplayDate(blog.published_at, lang),
    publishedAt: blog.published_at,
    coverPhoto: blog.image_cover_url,
    author: blog.creater_name,
    featured: blog.featured,
    readingTime: blog.readingTime,
    fadeInDelay: getFadeInDelay(position),
  };
}

/** A blog without its HTML (for lists: the HTML is most of an article's weight). */
export function toBlogSummary(blog: Blog | BlogSummary): BlogSummary {
  if (!("content" in blog)) return blog;
  const { content: _content, ...summary } = blog;
  return summary;
}

/** The address of an article (spec §2: blog/view chooses its article by `?id=`). */
export function getArticlePath(prefix: string, site: SiteId, id: string): string {
  const base = getSites(prefix).find((entry) => entry.id === site)!.basePath;
  return `${base}/blog/view?id=${encodeURIComponent(id)}`;
}
