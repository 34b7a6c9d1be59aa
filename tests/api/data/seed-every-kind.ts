import type { Sql } from "../../../api/data/sql";

/** The tables this seed fills: a round trip that lost one of them would show. */
export const SEEDED_TABLES = [
  "blogs", "blog_slug_redirects", "images", "comments", "comment_block_list", "likes", "enquiries", "applications",
  "idempotency_keys", "staff_members", "staff_invitations", "staff_sessions", "staff_password_resets", "staff_recovery_codes",
  "audit_events", "lead_events", "consents", "openings", "case_studies", "seed_runs", "site_outbox", "site_mail",
  "comment_digest_items",
];

/** A résumé's bytes with every byte value, so an encoding slip anywhere shows. */
export const RESUME = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.from("\n%%EOF\n")]);

/**
 * One or more rows of every kind the agency owns, written straight into a migrated database:
 * leads with résumés, notes and history, staff with two-factor and recovery codes, posts with
 * covers, a draft and a scheduled post, a held comment, openings, work, mail and consent records.
 */
export async function seedEveryKind(db: Sql, { leads = 3 }: { leads?: number } = {}): Promise<void> {
  await db.query(`insert into blogs (slug, title, content, cover_image, author_name, tags, is_published, publish_at, created_at, updated_at)
    values ('live-post', 'A live post', '<p>Hello “world” ₹</p>', '/api/images/00000000-0000-4000-8000-000000000001.png', 'Asha', '{seo,"web design"}', true, null, '2026-01-02T03:04:05.123456Z', now()),
           ('draft-post', 'A draft', '<p>Not yet</p>', null, 'Asha', '{}', false, null, now(), now()),
           ('scheduled-post', 'Scheduled', '<p>Soon</p>', null, 'Ravi', '{news}', false, '2030-05-01T04:30:00Z', now(), now())
    on conflict do nothing`);
  const [post] = await db.query<{ id: number }>(`select id from blogs where slug = 'live-post'`);
  await db.query(`insert into blog_slug_redirects (old_slug, blog_id) values ('old-live-post', ${post.id})`);
  await db.query(`insert into images (id, type, extension, size, data) values ('00000000-0000-4000-8000-000000000001', 'image/png', 'png', 4, '\\x89504e47'::bytea)`);
  await db.query(`insert into comments (blog_id, name, content, owner_token_hash, status, held_reason) values
    (${post.id}, 'Meera', 'Great read', 'h1', 'published', null),
    (${post.id}, 'Spammer', 'see http://spam.example', 'h2', 'held', 'link')`);
  const [comment] = await db.query<{ id: number }>(`select min(id) as id from comments`);
  await db.query(`insert into comment_block_list (phrase) values ('casino')`);
  await db.query(`insert into likes (visitor_id, blog_id, comment_id) values ('v1', ${post.id}, null), ('v1', ${post.id}, ${comment.id})`);
  for (let i = 0; i < leads; i += 1) {
    await db.query(`insert into enquiries (full_name, email, phone, service, message, meta, status, received_at)
      values ($1, $2, '+91 98765 43210', 'Web-development', 'Need a site', '{"utm":{"source":"google"},"form":"quote"}', 'new', now() - ($3 || ' minutes')::interval)`,
      [`Lead ${i}`, `lead${i}@example.com`, String(i)]);
    await db.query(`insert into applications (full_name, email, phone, position, cover, resume_name, resume_type, resume_size, resume_data, status)
      values ($1, $2, '+91 90000 00000', 'Designer', 'Hello', 'cv.pdf', 'application/pdf', $3, $4, 'new')`,
      [`Applicant ${i}`, `applicant${i}@example.com`, RESUME.length, RESUME]);
  }
  await db.query(`insert into idempotency_keys (scope, key, fingerprint, status_code, response) values ('enquiries', 'k1', 'f', 201, '{"id":1}')`);
  await db.query(`insert into staff_members (email, name, role, password_hash, totp_secret, totp_last_step)
    values ('owner@agency.example', 'Owner', 'owner', '$argon2id$v=19$m=19456,t=2,p=1$abc$def', 'JBSWY3DPEHPK3PXP', 123)`);
  const [staff] = await db.query<{ id: number }>(`select id from staff_members where email = 'owner@agency.example'`);
  await db.query(`insert into staff_invitations (email, role, token_hash, expires_at) values ('new@agency.example', 'staff', 'th', now() + interval '1 day')`);
  await db.query(`insert into staff_sessions (staff_id, token_hash, expires_at) values (${staff.id}, 'session', now() + interval '1 day')`);
  await db.query(`insert into staff_password_resets (token_hash, staff_id, expires_at) values ('reset', ${staff.id}, now() + interval '1 hour')`);
  await db.query(`insert into staff_recovery_codes (staff_id, code_hash, used_at) values (${staff.id}, 'c1', null), (${staff.id}, 'c2', now())`);
  await db.query(`insert into audit_events (actor_staff_id, actor_name, action, subject_type, subject_id, summary, details)
    values (${staff.id}, 'Owner', 'lead_status_changed', 'enquiry', '1', 'Marked contacted', '{"from":"new","to":"contacted"}')`);
  const [enquiry] = await db.query<{ id: number }>(`select min(id) as id from enquiries`);
  await db.query(`insert into lead_events (lead_kind, lead_id, type, from_status, to_status, body, staff_id) values
    ('enquiry', ${enquiry.id}, 'status', 'new', 'contacted', null, ${staff.id}),
    ('enquiry', ${enquiry.id}, 'note', null, null, 'Called, wants a quote', ${staff.id})`);
  await db.query(`insert into consents (notice_version, analytics, marketing, language) values (1, true, false, 'en')`);
  await db.query(`insert into openings (title, location, experience, requirements, position, is_open) values ('Hidden role', 'Indore', '2 years', '{React}', 99, false)`);
  await db.query(`insert into case_studies (title, client, industry, challenge, what_we_did, results, position, is_published)
    values ('Draft work', 'Client', 'Retail', 'Slow', 'Faster', '[{"label":"Speed","value":"2x"}]', 99, false)`);
  await db.query(`insert into seed_runs (name) values ('data-test') on conflict do nothing`);
  await db.query(`insert into site_outbox (kind, idempotency_key, payload, file) values ('application', 'ob1', '{"fullName":"Kept"}', $1)`, [RESUME]);
  await db.query(`insert into site_mail (key, message, not_before) values ('m1', '{"subject":"New lead"}', now() + interval '1 hour')`);
  await db.query(`insert into comment_digest_items (digest_key, notice) values ('d1', '{"postTitle":"A live post"}')`);
}
