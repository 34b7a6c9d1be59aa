import { AUTHORS, type SeedPost } from "../authors";

export const growthMarketingPosts: SeedPost[] = [
  {
    slug: "google-ads-campaign-structure-for-smbs",
    title: "Google Ads for Small Businesses: A Campaign Structure That Pays Back",
    tags: ["Google Ads", "Digital Marketing"],
    author: AUTHORS.rohan,
    altTag: "A search bar above a rising bar chart with a coin symbol",
    createdAt: "2026-06-25T07:40:00.000Z",
    content: `
<p>Google Ads can be the fastest way for a small business to reach customers who are actively searching, or the fastest way to spend a budget with nothing to show for it. The difference is rarely the bid amount. It is the structure of the account and the discipline of measuring what happens after the click.</p>

<h2>Start with conversion tracking, not keywords</h2>
<p>Before a single rupee is spent, decide what counts as a result and make sure Google can see it. For a service business that is usually a form submission, a call from the ad or a WhatsApp click; for a shop it is a purchase with its value. Without this, automated bidding optimises for clicks, and clicks are not customers.</p>

<h2>A simple, scalable account structure</h2>
<ol>
  <li><strong>One campaign per goal and location:</strong> for example "Leads – Indore" and "Leads – Bhopal", so budgets follow performance.</li>
  <li><strong>Ad groups by theme of intent:</strong> "website development", "mobile app development", "e-commerce website". Each group gets its own ads and landing page.</li>
  <li><strong>A branded campaign kept separate:</strong> searches for your own name convert cheaply and would otherwise flatter the results of everything else.</li>
</ol>

<h2>Choose keywords by intent</h2>
<p>Someone typing "app development company near me" is much closer to buying than someone typing "what is an app". We group keywords into three levels of intent and fund the highest first:</p>
<ul>
  <li><strong>Ready to buy:</strong> "hire", "cost", "company", "near me", "quote".</li>
  <li><strong>Comparing:</strong> "best", "top", "vs", "reviews".</li>
  <li><strong>Learning:</strong> "how to", "what is", "ideas". Usually better served by content and SEO than by paid clicks.</li>
</ul>
<p>Just as important is the negative keyword list. Words like "free", "jobs", "course" and "internship" attract clicks that will never become clients, and blocking them often saves a noticeable share of the budget in the first month.</p>

<h2>Write ads that match the search</h2>
<p>Responsive search ads let you supply many headlines and descriptions. Include the main keyword in at least one headline, state a concrete benefit, add proof such as years of experience or projects delivered, and end with a clear next step. Use assets for calls, locations and key service pages so the ad takes up more space and answers more questions.</p>

<h2>Send clicks to a page built for them</h2>
<p>The landing page should continue the conversation the ad started: the same promise in the headline, a short form above the fold on mobile, trust signals and one clear call to action. Sending every click to the home page is one of the most expensive habits we see in new accounts.</p>

<h2>Review on a weekly rhythm</h2>
<ul>
  <li>Check the search terms report and add negatives.</li>
  <li>Move budget towards campaigns with the lowest cost per qualified lead, not the lowest cost per click.</li>
  <li>Test one change at a time: a new headline, a new landing page, a new bid strategy.</li>
  <li>Ask the sales team which leads were good, and feed that back into the account.</li>
</ul>

<p>Most accounts we take over improve within a few weeks simply by fixing tracking, tightening keywords and matching ads to landing pages. The results compound when that weekly review becomes a habit rather than a rescue operation.</p>
`,
  },
  {
    slug: "local-seo-for-tier-2-cities",
    title: "Local SEO in Tier-2 Cities: Getting Found in Indore and Beyond",
    tags: ["SEO", "Local Marketing"],
    author: AUTHORS.rohan,
    altTag: "A map pin standing on a simplified city grid with a magnifying glass",
    createdAt: "2026-07-22T09:05:00.000Z",
    content: `
<p>Search behaviour in India's tier-2 cities has changed quickly. People in Indore, Bhopal, Nagpur or Jaipur now search for "best interior designer near me" or "CA in Vijay Nagar" with the same expectations as anyone in a metro. The good news for local businesses is that competition for these searches is often far lower than in Mumbai or Bengaluru, and the basics still win.</p>

<h2>Your Google Business Profile is your new shop front</h2>
<p>For local searches, the map results usually appear above the ordinary listings. Getting into them starts with a complete, accurate Google Business Profile:</p>
<ul>
  <li>the right primary category, plus a few relevant secondary ones,</li>
  <li>the exact business name you use on your signboard, without extra keywords,</li>
  <li>address, phone number and opening hours that match your website,</li>
  <li>real photos of the premises, team and work, added regularly,</li>
  <li>products or services listed with short descriptions.</li>
</ul>

<h2>Reviews are both ranking signal and sales tool</h2>
<p>A steady flow of genuine reviews helps visibility and, more importantly, persuades the person comparing you with the shop down the road. Ask every satisfied customer, make it easy with a direct link or QR code at the counter, and reply to every review, especially the critical ones. A calm, helpful reply to a complaint often impresses future customers more than a row of five-star ratings.</p>

<h2>Make your website clearly local</h2>
<p>Search engines need to understand where you operate. Your website should:</p>
<ol>
  <li>show your full address and phone number in the footer of every page,</li>
  <li>have a page for each main service that mentions the areas you serve naturally,</li>
  <li>include an embedded map and directions on the contact page,</li>
  <li>use structured data to mark up your business details,</li>
  <li>load quickly on mobile, because most local searches happen on phones.</li>
</ol>
<p>If you serve several cities, create a genuinely useful page for each one, with local projects, testimonials and contact details, rather than copies with the city name swapped.</p>

<h2>Consistent citations</h2>
<p>Your business name, address and phone number should be identical wherever they appear: directories, marketplaces, social profiles and industry associations. Inconsistent listings confuse both customers and search engines. A one-time clean-up of the main directories is usually enough, followed by a check whenever you move or change numbers.</p>

<h2>Local content that earns attention</h2>
<p>Write about the things your local customers actually ask: price guides for your city, seasonal advice, case studies of local projects and answers to common questions in plain language. Content like this attracts links from local news sites, associations and partners, which strengthens your visibility further.</p>

<h2>Measure what matters</h2>
<p>Track calls, direction requests and website clicks from your business profile, and enquiries from your local landing pages. These numbers tell you far more than a ranking report. With steady attention to the basics above, local SEO becomes one of the most cost-effective channels a business in a growing city can have.</p>
`,
  },
  {
    slug: "b2b-social-media-content-calendar",
    title: "A Practical Social Media Content Calendar for B2B Brands",
    tags: ["Social Media", "Content Marketing"],
    author: AUTHORS.kabir,
    altTag: "A calendar grid with chat bubbles and a heart icon on some days",
    createdAt: "2026-08-06T13:10:00.000Z",
    content: `
<p>B2B brands often treat social media as an afterthought: a post when there is news, silence the rest of the time. Yet the people who sign contracts scroll LinkedIn and Instagram like everyone else, and a consistent presence builds the familiarity that makes a sales call easier. The solution is not to post more, but to post with a plan.</p>

<h2>Pick two platforms and do them well</h2>
<p>For most B2B companies in India, LinkedIn is the primary channel for decision-makers, and Instagram is a strong second for showing culture, work in progress and the people behind the brand. YouTube works well if you can commit to video. Spreading a small team across five platforms usually produces weak content everywhere.</p>

<h2>Use content pillars</h2>
<p>Content pillars are the four or five themes you return to every week. They keep the calendar varied and make it easy to come up with ideas. A typical set for a services company looks like this:</p>
<ul>
  <li><strong>Expertise:</strong> practical tips, short how-tos and answers to common client questions.</li>
  <li><strong>Proof:</strong> case studies, results, testimonials and before-and-after work.</li>
  <li><strong>People:</strong> team introductions, behind-the-scenes moments, hiring posts.</li>
  <li><strong>Point of view:</strong> opinions on industry trends, written by your leaders.</li>
  <li><strong>Offers:</strong> services, events and clear calls to action, used sparingly.</li>
</ul>

<h2>A weekly rhythm that a small team can sustain</h2>
<ol>
  <li><strong>Monday:</strong> an expertise post, such as a carousel with five tips.</li>
  <li><strong>Wednesday:</strong> proof, such as a short case study or client quote.</li>
  <li><strong>Friday:</strong> people or culture, which tends to get the most comments.</li>
  <li><strong>Once a fortnight:</strong> a longer point-of-view post from a founder's personal profile.</li>
</ol>
<p>Three good posts a week, every week, will outperform ten rushed posts followed by a month of silence.</p>

<h2>Batch, repurpose and schedule</h2>
<p>Set aside half a day each month to plan the next four weeks. Start from one substantial piece, such as a blog article, a webinar or a project story, and cut it into several formats: a carousel, a short video, a quote card and a text post. Schedule everything in advance so publishing does not depend on anyone remembering.</p>

<h2>Engagement is part of the calendar</h2>
<p>Social media is social. Block fifteen minutes a day to reply to comments, thank people who share your posts and comment thoughtfully on posts by clients and partners. Those conversations often lead to more enquiries than the posts themselves.</p>

<h2>Review monthly, not daily</h2>
<p>Daily numbers move randomly. Once a month, look at which pillars drove the most saves, shares, profile visits and enquiries, and shift the next month's mix accordingly. Over a quarter, the calendar becomes a steady engine for visibility rather than a weekly scramble for something to post.</p>
`,
  },
];
