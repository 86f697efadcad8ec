/**
 * schema.org's parent of the types a rule is likely to name, so a rule for "Article" takes a
 * NewsArticle and one for "CreativeWork" takes a Recipe. A short table rather than the whole
 * vocabulary: unknown types still match by their own name.
 */
const PARENT: Record<string, string> = {
  Article: 'CreativeWork',
  NewsArticle: 'Article',
  Report: 'Article',
  ScholarlyArticle: 'Article',
  TechArticle: 'Article',
  SocialMediaPosting: 'Article',
  BlogPosting: 'SocialMediaPosting',
  LiveBlogPosting: 'BlogPosting',
  APIReference: 'TechArticle',
  MedicalScholarlyArticle: 'ScholarlyArticle',
  AnalysisNewsArticle: 'NewsArticle',
  OpinionNewsArticle: 'NewsArticle',
  ReviewNewsArticle: 'NewsArticle',
  HowTo: 'CreativeWork',
  Recipe: 'HowTo',
  SoftwareSourceCode: 'CreativeWork',
  SoftwareApplication: 'CreativeWork',
  WebApplication: 'SoftwareApplication',
  MobileApplication: 'SoftwareApplication',
  MediaObject: 'CreativeWork',
  VideoObject: 'MediaObject',
  AudioObject: 'MediaObject',
  Book: 'CreativeWork',
  Movie: 'CreativeWork',
  Review: 'CreativeWork',
  Dataset: 'CreativeWork',
  Course: 'CreativeWork',
  Product: 'Thing',
  Event: 'Thing',
  CreativeWork: 'Thing',
};

/** The type and its ancestors, lower-cased: "newsarticle", "article", "creativework", "thing". */
export function withAncestors(type: string): string[] {
  const chain: string[] = [];
  let current: string | undefined = Object.keys(PARENT).find((k) => k.toLowerCase() === type.toLowerCase()) ?? type;
  while (current && !chain.includes(current.toLowerCase())) {
    chain.push(current.toLowerCase());
    current = PARENT[current];
  }
  return chain;
}
