/** Blogs as the upstream API sends them, for loader tests. */
export function apiBlog(id: number, overrides: Record<string, unknown> = {}) {
  const day = String(1 + (id % 28)).padStart(2, "0");
  return {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    content: `<p>Body of post ${id} about growth &amp; apps.</p>`,
    cover_image: `/images/blog/cover-${id}.svg`,
    alt_tag: `Cover of post ${id}`,
    author_info: { name: "Asha Verma", email: "asha@agency.example" },
    tags: ["SEO"],
    created_at: `2026-0${1 + (id % 9)}-${day}T09:00:00.000Z`,
    updated_at: `2026-0${1 + (id % 9)}-${day}T09:00:00.000Z`,
    likes_count: 0,
    comments_count: 0,
    is_published: true,
    ...overrides,
  };
}
