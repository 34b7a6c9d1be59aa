import { Link } from "@remix-run/react";
import { formatIst } from "~/lib/console/format";
import { postEditHref } from "~/lib/console/posts";
import type { PostSummary } from "~/lib/console/posts-api.server";
import { ConsoleTable, type Column } from "./console-table";
import { PostStatusBadge } from "./post-status-badge";

type Row = Pick<PostSummary, "id" | "slug" | "title" | "status" | "publish_at" | "updated_at" | "author_name">;

const columns: Column<Row>[] = [
  {
    label: "Title",
    cell: (post) => (
      <div>
        <Link to={postEditHref(post.id)} className="post-table-title">
          {post.title}
        </Link>
        <span className="post-table-slug">/blog/{post.slug}</span>
      </div>
    ),
  },
  {
    label: "Status",
    cell: (post) => <PostStatusBadge status={post.status} publishAt={post.publish_at} />,
  },
  { label: "Updated", cell: (post) => formatIst(post.updated_at) },
  { label: "Author", cell: (post) => post.author_name || "—" },
];

/** Every post, newest change first; the title opens the editor. */
export function PostTable({ posts }: { posts: Row[] }) {
  return <ConsoleTable className="post-table" columns={columns} rows={posts} rowKey={(post) => post.id} />;
}
