import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RedisClient } from "~/lib/redis.server";
import { endOfIstDay, istDay } from "../../server/visits/ist-day";
import { RedisVisitorBook } from "../../server/visits/visitor-book";
import { available, startRedis } from "./redis-server";

const SITE = "www.example.test";
const ADDRESS = "203.0.113.7";
const AGENT = "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile";
// Keys expire when their day ends: the days must be today and tomorrow for them to exist at all.
const TODAY = istDay(new Date());
const TOMORROW = istDay(new Date(Date.now() + 24 * 60 * 60 * 1000));

/** Two instances of the site count visitors in one Redis: a visitor served by both is one visitor. */
describe.skipIf(!available)("visitors told apart across instances through Redis", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const clients: RedisClient[] = [];

  beforeAll(async () => {
    redis = await startRedis(5_000);
  });

  afterAll(async () => {
    for (const client of clients) await client.quit();
    redis?.stop();
  });

  async function client(): Promise<RedisClient> {
    const connected = createClient({ url: redis.url }) as RedisClient;
    await connected.connect();
    clients.push(connected);
    return connected;
  }

  it("counts a visitor once a day whichever instance serves them, even 50 requests at once", async () => {
    const [one, two] = [new RedisVisitorBook(await client()), new RedisVisitorBook(await client())];
    const day = TODAY;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 ? one : two).firstToday(day, SITE, ADDRESS, AGENT)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    // Another browser at the same address is another visitor; the same one the next day counts again.
    expect(await two.firstToday(day, SITE, ADDRESS, `${AGENT} Firefox`)).toBe(true);
    expect(await one.firstToday(TOMORROW, SITE, ADDRESS, AGENT)).toBe(true);
    expect(await two.firstToday(TOMORROW, SITE, ADDRESS, AGENT)).toBe(false);
  });

  it("answers a visitor it has already put in the day's set without asking Redis again, and still asks for a new one", async () => {
    const connected = await client();
    let added = 0;
    const counting = new Proxy(connected, {
      get(target, name, receiver) {
        if (name === "sAdd") added += 1;
        const value = Reflect.get(target, name, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const book = new RedisVisitorBook(counting, "known");
    const other = new RedisVisitorBook(await client(), "known");
    const day = TODAY;
    expect(await book.firstToday(day, SITE, ADDRESS, AGENT)).toBe(true);
    expect(await book.firstToday(day, SITE, ADDRESS, AGENT)).toBe(false);
    expect(added).toBe(1);
    // The other instance still learns of the visitor from Redis, and a new visitor is still asked.
    expect(await other.firstToday(day, SITE, ADDRESS, AGENT)).toBe(false);
    expect(await book.firstToday(day, SITE, "198.51.100.9", AGENT)).toBe(true);
    expect(added).toBe(2);
    // A visitor the other instance met first is asked once, then known here too.
    expect(await other.firstToday(day, SITE, ADDRESS, `${AGENT} Edge`)).toBe(true);
    expect(await book.firstToday(day, SITE, ADDRESS, `${AGENT} Edge`)).toBe(false);
    expect(await book.firstToday(day, SITE, ADDRESS, `${AGENT} Edge`)).toBe(false);
    expect(added).toBe(3);
  });

  it("keeps no address, and lets the day's salt and hashes expire when the day ends", async () => {
    const reader = await client();
    const book = new RedisVisitorBook(await client(), "privacy");
    const day = TODAY;
    await book.firstToday(day, SITE, ADDRESS, AGENT);
    const keys = await reader.keys("privacy:*");
    expect(keys.sort()).toEqual([`privacy:salt:${day}`, `privacy:seen:${day}`]);
    const stored = [await reader.get(`privacy:salt:${day}`), ...(await reader.sMembers(`privacy:seen:${day}`))].join(" ");
    expect(stored).not.toContain(ADDRESS);
    expect(stored).not.toContain("Android");
    const dayEnds = Math.ceil(endOfIstDay(day).getTime() / 1000);
    for (const key of keys) expect(await reader.expireTime(key)).toBe(dayEnds);
  });
});
