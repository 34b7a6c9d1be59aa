import { AUTHORS, type SeedPost } from "../authors";

export const scalableSolutionsPosts: SeedPost[] = [
  {
    slug: "cloud-architecture-for-startups",
    title: "Architecting for Scale Without Overspending: A Cloud Playbook for Startups",
    tags: ["Cloud", "Startups"],
    author: AUTHORS.aarav,
    altTag: "Three connected cloud shapes above a row of server blocks",
    createdAt: "2026-09-17T08:00:00.000Z",
    content: `
<p>Startups face two opposite cloud risks. Some build an elaborate architecture for millions of users before they have a hundred, and spend their runway on infrastructure. Others ignore scale completely and find their product falling over the day a campaign goes viral. The goal is an architecture that is cheap today and can grow step by step, without a rewrite.</p>

<h2>Principle 1: Start with a well-structured monolith</h2>
<p>A single, modular application with one database is the fastest way to build and the easiest way to operate. Microservices solve organisational problems that a team of five does not have yet. What matters is clear internal boundaries, so that a busy module can be split out later if the numbers justify it.</p>

<h2>Principle 2: Prefer managed services</h2>
<p>Every server you patch yourself is time not spent on your product. Managed databases, object storage, queues and authentication services cost a little more per unit but far less in engineering hours. They also come with backups, monitoring and failover that a small team would struggle to build well.</p>

<h2>Principle 3: Make the application stateless</h2>
<p>Keep sessions, uploads and background jobs out of the web server's memory and local disk. Store them in the database, object storage or a cache instead. A stateless application can run as two, ten or fifty identical copies behind a load balancer, which is the simplest form of scaling there is.</p>

<h2>Principle 4: Cache and queue before you scale up</h2>
<ul>
  <li><strong>Cache</strong> pages and API responses that many users read and few change, such as catalogues and blog posts.</li>
  <li><strong>Queue</strong> slow work such as sending emails, generating invoices and resizing images, so user requests return quickly.</li>
  <li><strong>Use a CDN</strong> for images, scripts and downloads, so they are served from close to your users.</li>
</ul>
<p>These three steps often handle a tenfold increase in traffic before any serious re-architecture is needed.</p>

<h2>Principle 5: Watch cost like a product metric</h2>
<p>Cloud bills grow quietly. We recommend a few simple habits from the first month:</p>
<ol>
  <li>tag every resource by environment and feature,</li>
  <li>set budget alerts at sensible thresholds,</li>
  <li>switch off staging and test environments outside working hours,</li>
  <li>right-size instances every quarter based on real usage,</li>
  <li>review the bill line by line once a month with an engineer and a founder in the room.</li>
</ol>

<h2>Principle 6: Automate from the start</h2>
<p>Infrastructure defined as code, automated tests and a one-click deployment pipeline feel like luxuries for a small team. In practice they are what let a small team move fast safely. When a new environment can be created from scratch in minutes, disaster recovery and scaling stop being scary projects.</p>

<h2>Know the signals to evolve</h2>
<p>Move to a more complex architecture when evidence demands it: the database is consistently the bottleneck, one module's load pattern is very different from the rest, or teams are blocking each other on releases. Until then, simplicity is a competitive advantage. It keeps your costs low and your team focused on customers.</p>
`,
  },
  {
    slug: "modernising-legacy-systems",
    title: "Modernising Legacy Systems Without Stopping the Business",
    tags: ["Cloud", "Enterprise", "Web Development"],
    author: AUTHORS.aarav,
    altTag: "An old gear connected to a new, brighter gear by a moving belt",
    createdAt: "2026-10-22T09:20:00.000Z",
    content: `
<p>Most established companies run on software that is older than some of their employees. It works, mostly, and the business depends on it. But every change is slow, the original developers have moved on, and integrating with modern tools requires workarounds. The tempting answer is a complete rewrite. Experience says that is usually the riskiest option available.</p>

<h2>Why big-bang rewrites fail so often</h2>
<p>A legacy system encodes years of business rules, many of them undocumented. A rewrite has to rediscover all of them while the old system keeps changing. Projects run long, the new system launches with gaps, and the organisation ends up running both for years. Incremental modernisation avoids that trap by replacing the system piece by piece while it keeps running.</p>

<h2>Step 1: Map what you have</h2>
<p>Start by understanding the current landscape: the modules, the data they own, the integrations and, crucially, which parts change most often and which cause the most incidents. This map tells you where modernisation pays off first. A module that has not changed in five years and never breaks may be fine as it is.</p>

<h2>Step 2: Put an API in front of the old system</h2>
<p>Wrapping the legacy system with a clean, documented API gives new applications a stable way to read and write data without touching old code. Mobile apps, partner integrations and dashboards can be built against that API today, and the implementation behind it can change later without anyone noticing.</p>

<h2>Step 3: Strangle it, one capability at a time</h2>
<p>The "strangler fig" pattern routes traffic for one capability, such as customer profiles or invoicing, to a new service while everything else still goes to the old system. Once the new service is proven, the next capability follows. Each step is small enough to test thoroughly and to roll back if needed.</p>
<ul>
  <li>Choose capabilities with clear boundaries and high business value.</li>
  <li>Keep data in sync during the transition with events or scheduled jobs.</li>
  <li>Compare results between old and new for a period before switching fully.</li>
</ul>

<h2>Step 4: Move the data carefully</h2>
<p>Data migration is where most surprises live: duplicates, missing values, fields used for purposes nobody remembers. Profile the data early, write automated checks that compare record counts and totals, and rehearse the migration several times on copies of production before the real cut-over.</p>

<h2>Step 5: Invest in the safety net</h2>
<ol>
  <li>Automated tests around the behaviour users rely on.</li>
  <li>Monitoring and alerting for both old and new components.</li>
  <li>Feature flags to switch traffic gradually and back again.</li>
  <li>Runbooks so the support team knows what changed and how to respond.</li>
</ol>

<h2>Keep the people on board</h2>
<p>Modernisation is as much about people as technology. Involve the staff who use the system every day, because they know the real workflows and the workarounds. Train them before each switch, and celebrate each retired piece of the old system. Visible progress keeps support strong through a programme that may take a year or more.</p>
<p>Done this way, the business never has a risky "switch-over weekend". It simply notices that changes get faster and incidents get rarer, one release at a time.</p>
`,
  },
];
