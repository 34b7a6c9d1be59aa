import { sql } from "drizzle-orm";
import { APPLICATION_STAGES, applicationStatusOf, type ApplicationStage, type LeadStatus } from "../../contract/leads";
import type { Database } from "../db/client";
import { applications, openings } from "../db/schema";

/** The most cards a column shows; its count says how many there are in all. */
export const BOARD_CARDS_PER_STAGE = 50;

export interface BoardCard {
  id: number;
  name: string;
  received_at: string;
  resume: { filename: string; content_type: string; size: number };
}

export interface BoardPosition {
  /** The opening's title, as applications name it. */
  title: string;
  /** Whether an opening of that title is open now; false for a closed or deleted one. */
  open: boolean;
  /** Applications for it, spam left out. */
  count: number;
}

export interface Board {
  positions: BoardPosition[];
  position: string | null;
  stages: { stage: ApplicationStage; count: number; data: BoardCard[] }[];
}

type Rows<Row> = { rows: Row[] };
const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<Row>).rows;

/** Openings in the site's order, then positions only applications still name (a deleted opening). */
export async function boardPositions(db: Database): Promise<BoardPosition[]> {
  const [listed, applied] = await Promise.all([
    db.select({ title: openings.title, open: openings.isOpen }).from(openings).orderBy(openings.position, openings.id),
    rowsOf<{ position: string; count: number }>(
      db,
      sql`select ${applications.position} as position, count(*)::integer as count from ${applications}
          where ${applications.status} <> 'spam' group by ${applications.position} order by ${applications.position}`,
    ),
  ]);
  const counts = new Map(applied.map((row) => [row.position, Number(row.count)]));
  const positions = new Map<string, BoardPosition>();
  for (const opening of listed) {
    const known = positions.get(opening.title);
    positions.set(opening.title, { title: opening.title, open: opening.open || Boolean(known?.open), count: counts.get(opening.title) ?? 0 });
  }
  for (const [title, count] of counts) if (!positions.has(title)) positions.set(title, { title, open: false, count });
  return [...positions.values()];
}

/**
 * One position's applications by stage, newest first, at most BOARD_CARDS_PER_STAGE a column.
 * Without a position, the first with applications (else the first opening).
 */
export async function boardOf(db: Database, asked: string | undefined): Promise<Board> {
  const positions = await boardPositions(db);
  const position = asked ?? (positions.find((p) => p.count > 0) ?? positions[0])?.title ?? null;
  const stages = APPLICATION_STAGES.map((stage) => ({ stage, count: 0, data: [] as BoardCard[] }));
  if (position === null) return { positions, position, stages };
  const rows = await rowsOf<{
    id: number;
    name: string;
    status: LeadStatus;
    received_at: Date | string;
    resume_name: string;
    resume_type: string;
    resume_size: number;
    total: number;
    n: number;
  }>(
    db,
    sql`select * from (
          select id, full_name as name, status, received_at, resume_name, resume_type, resume_size,
                 count(*) over (partition by status)::integer as total,
                 row_number() over (partition by status order by received_at desc, id desc)::integer as n
            from ${applications}
           where ${applications.position} = ${position} and ${applications.status} <> 'spam'
        ) ranked where n <= ${BOARD_CARDS_PER_STAGE} order by received_at desc, id desc`,
  );
  const counted = new Set<string>();
  for (const row of rows) {
    // A row not yet turned by the start-up backfill joins its stage's column.
    const column = stages.find((s) => s.stage === applicationStatusOf(row.status));
    if (!column) continue;
    if (!counted.has(row.status)) {
      counted.add(row.status);
      column.count += Number(row.total);
    }
    if (column.data.length < BOARD_CARDS_PER_STAGE) {
      column.data.push({
        id: row.id,
        name: row.name,
        received_at: new Date(row.received_at).toISOString(),
        resume: { filename: row.resume_name, content_type: row.resume_type, size: row.resume_size },
      });
    }
  }
  return { positions, position, stages };
}
