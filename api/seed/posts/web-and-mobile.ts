import { AUTHORS, type SeedPost } from "../authors";

export const webAndMobilePosts: SeedPost[] = [
  {
    slug: "web-app-pwa-or-native-app",
    title: "Web App, PWA or Native App? How to Choose for Your Next Product",
    tags: ["Web Development", "Mobile Apps"],
    author: AUTHORS.aarav,
    altTag: "A browser window and a phone side by side, joined by a dotted line",
    createdAt: "2026-06-04T09:30:00.000Z",
    content: `
<p>Almost every product conversation we have starts with the same question: <em>should we build an app?</em> The honest answer is that "app" can mean three very different things, each with its own cost, timeline and reach. Picking the wrong one rarely kills a product, but it can easily double the budget or delay the launch by a quarter.</p>

<h2>Option 1: A responsive web application</h2>
<p>A responsive web app runs in the browser on every device. There is nothing to install, one codebase serves phones, tablets and desktops, and every release reaches every user the moment you deploy it.</p>
<ul>
  <li><strong>Best for:</strong> dashboards, booking flows, customer portals, internal tools and most B2B products.</li>
  <li><strong>Strengths:</strong> lowest build and maintenance cost, search engines can index public pages, no app-store review.</li>
  <li><strong>Limits:</strong> restricted access to some device features and no presence on the home screen unless the user adds it.</li>
</ul>

<h2>Option 2: A progressive web app (PWA)</h2>
<p>A PWA is a web app with extra capabilities: it can be installed to the home screen, work offline for key screens, and send push notifications on supported platforms. For many Indian businesses whose customers use mid-range Android phones on patchy networks, a well-built PWA is the sweet spot.</p>
<ul>
  <li><strong>Best for:</strong> catalogues, ordering, field-sales tools and content products that need to load fast on 4G.</li>
  <li><strong>Strengths:</strong> one codebase, small download size, installable without an app store.</li>
  <li><strong>Limits:</strong> iOS still supports fewer PWA features than Android, and there is no app-store discovery.</li>
</ul>

<h2>Option 3: A native or cross-platform mobile app</h2>
<p>When your product lives on the phone, a store app is worth it. Frameworks such as React Native and Flutter let one team ship to both Android and iOS while still feeling native, and fully native code remains the right call for heavy graphics or deep hardware integration.</p>
<ul>
  <li><strong>Best for:</strong> daily-use consumer apps, anything built around the camera, location, Bluetooth or background tasks.</li>
  <li><strong>Strengths:</strong> best performance, full device access, app-store presence and reliable notifications.</li>
  <li><strong>Limits:</strong> store reviews slow down releases, and you maintain more code and more release pipelines.</li>
</ul>

<h2>Five questions we ask before recommending one</h2>
<ol>
  <li><strong>How often will people use it?</strong> Daily habits justify an install; occasional tasks rarely do.</li>
  <li><strong>Which device features are essential?</strong> Camera, GPS and background sync push you towards a store app.</li>
  <li><strong>How do users find you?</strong> If discovery happens through search, a web presence is non-negotiable.</li>
  <li><strong>What is the release rhythm?</strong> Products that change weekly benefit from the web's instant deploys.</li>
  <li><strong>What can you maintain?</strong> Two native codebases need two sets of skills for years, not just for launch.</li>
</ol>

<h2>A common path that works</h2>
<p>For most new products we recommend starting with a fast, installable web app that shares its API with everything that comes later. Once usage data shows which journeys are used daily, we wrap those journeys in a cross-platform mobile app that talks to the same backend. Nothing is thrown away, and the mobile investment is guided by evidence rather than guesswork.</p>

<blockquote>The best platform is the one your customers already use at the moment they need you.</blockquote>

<h2>What this means for your budget</h2>
<p>As a rough guide, a focused web app is the most affordable starting point, a PWA adds a modest amount of work for offline support and installability, and a cross-platform store app adds design, testing and release work for two stores on top. Whatever you choose, insist on a clean API, automated tests and analytics from the first sprint: those three decisions keep every later option open.</p>
<p>If you are weighing these options for your own product, our team is happy to review your requirements and suggest the leanest path to launch.</p>
`,
  },
  {
    slug: "shipping-an-mvp-in-eight-weeks",
    title: "Shipping an MVP in Eight Weeks: How We Scope, Build and Launch",
    tags: ["Web Development", "Startups"],
    author: AUTHORS.aarav,
    altTag: "A rocket lifting off from a checklist with three ticked items",
    createdAt: "2026-07-09T10:15:00.000Z",
    content: `
<p>A minimum viable product is not a smaller version of your dream product. It is the smallest thing that lets real customers prove or disprove your most important assumption. When founders come to us with a forty-feature wish list, our first job is to find the three features that actually test the business.</p>

<h2>Week 0: Agree on the one question the MVP must answer</h2>
<p>Every MVP should be built around a single, falsifiable question, such as "Will clinic owners pay monthly to automate appointment reminders?" Writing that question down changes the whole project. Features that do not help answer it move to a later list, and the team gains a clear way to say no.</p>

<h2>Weeks 1–2: Map the core journey and design it</h2>
<p>We sketch the one journey a customer must complete, from first visit to the moment they receive value. Then we design only the screens on that path. Typical outputs of these two weeks are:</p>
<ul>
  <li>a clickable prototype that five to eight target users try out,</li>
  <li>a short list of changes from those sessions,</li>
  <li>a data model and API outline the developers can build against.</li>
</ul>

<h2>Weeks 3–6: Build in weekly, demo-able slices</h2>
<p>Instead of building the database first, then the API, then the interface, we build thin vertical slices: sign-up works end to end, then the first core action, then payments. Every Friday the founder sees working software on a staging link. This rhythm surfaces misunderstandings while they are still cheap to fix.</p>
<p>We keep the stack deliberately boring: a proven web framework, a managed PostgreSQL database, a hosted payment provider and one cloud region. Boring technology means fewer surprises and an easier hand-over to the in-house team you will hire later.</p>

<h2>Week 7: Harden what matters</h2>
<p>An MVP can skip features, but it cannot skip trust. Before launch we make sure that:</p>
<ol>
  <li>passwords, payments and personal data are handled securely,</li>
  <li>backups run and have been restored at least once,</li>
  <li>errors are logged and alert someone,</li>
  <li>analytics track each step of the core journey.</li>
</ol>

<h2>Week 8: Launch to a small, real audience</h2>
<p>We prefer a quiet launch to a list of fifty to two hundred genuine prospects over a loud public one. A small group gives honest feedback, the founder can speak to each of them, and bugs affect few people. The metrics we watch in the first fortnight are activation (did they complete the core journey?), repeat use, and willingness to pay.</p>

<h2>What usually goes wrong, and how to avoid it</h2>
<ul>
  <li><strong>Scope creep:</strong> keep a visible "later" list so ideas are parked, not lost.</li>
  <li><strong>Perfectionism:</strong> polish the core journey, accept rough edges elsewhere.</li>
  <li><strong>No owner for decisions:</strong> name one person on the client side who can say yes or no within a day.</li>
  <li><strong>Building for scale too early:</strong> design clean boundaries, but do not pay for traffic you do not have yet.</li>
</ul>

<p>Eight weeks is not a magic number, and some products need twelve. But a fixed, short timeline forces the right trade-offs. If you have an idea you want to test with real customers, start by writing down the one question your MVP must answer; we are happy to help with the rest.</p>
`,
  },
  {
    slug: "core-web-vitals-for-business-owners",
    title: "Core Web Vitals for Business Owners: Why a Fast Site Sells More",
    tags: ["Web Development", "SEO"],
    author: AUTHORS.aarav,
    altTag: "A speedometer with its needle in the fast zone beside a browser window",
    createdAt: "2026-08-20T08:45:00.000Z",
    content: `
<p>Most business owners judge their website by how it looks on their own laptop over office Wi-Fi. Their customers, however, often arrive on a mid-range phone over a mobile network, tap a link from social media and decide within a few seconds whether to stay. Core Web Vitals are Google's way of measuring that real-world experience, and they are worth understanding even if you never write a line of code.</p>

<h2>The three numbers that matter</h2>
<ul>
  <li><strong>Largest Contentful Paint (LCP):</strong> how long the main content, usually the hero image or headline, takes to appear. Aim for 2.5 seconds or less.</li>
  <li><strong>Interaction to Next Paint (INP):</strong> how quickly the page responds when someone taps a button or opens a menu. Aim for 200 milliseconds or less.</li>
  <li><strong>Cumulative Layout Shift (CLS):</strong> how much the page jumps around while it loads. Aim for 0.1 or less, so nobody taps the wrong button because an advert pushed it down.</li>
</ul>
<p>These are measured from real visitors' browsers and reported in Google Search Console, so they reflect your actual audience rather than a lab test.</p>

<h2>Why speed is a business metric</h2>
<p>Page experience is one of many signals search engines use, so a fast site will not rank on speed alone. The bigger effect is on people: slow pages lose visitors before they see your offer, and every extra step in a checkout or enquiry form is more painful when each tap lags. Improving speed tends to lift the numbers you already care about, such as enquiries, add-to-cart rate and time on site.</p>

<h2>The usual culprits we find in audits</h2>
<ol>
  <li><strong>Oversized images:</strong> a 4 MB photo scaled down by the browser. Serving modern formats at the right size is often the single biggest win.</li>
  <li><strong>Too many third-party scripts:</strong> chat widgets, several analytics tags and social embeds, each loading before your content.</li>
  <li><strong>Web fonts loaded late:</strong> text that appears, disappears and reflows once the font arrives.</li>
  <li><strong>Heavy page builders:</strong> themes that ship every feature to every page whether it is used or not.</li>
  <li><strong>Slow hosting:</strong> a server far from your customers, or no caching at all.</li>
</ol>

<h2>A practical improvement plan</h2>
<p>We approach performance work in the order that gives the most benefit for the least risk:</p>
<ol>
  <li>Measure real-user data in Search Console and pick the templates with the most traffic.</li>
  <li>Fix images and fonts: compress, resize, preload the hero image and self-host fonts.</li>
  <li>Remove or defer scripts that do not earn their place.</li>
  <li>Reserve space for images, embeds and banners so the layout stays still.</li>
  <li>Add caching and a content delivery network close to your audience.</li>
</ol>

<h2>Make it stick</h2>
<p>Speed tends to decay as new campaigns, plugins and tracking tags are added. The fix is a simple habit: set a performance budget, check it before each release and review the Core Web Vitals report once a month. A site that stays fast is rarely the result of a single heroic project; it is the result of saying no to small slowdowns every week.</p>
<p>If you would like to know where your own site stands, a short audit will show which pages lose the most visitors and what it would take to fix them.</p>
`,
  },
];
