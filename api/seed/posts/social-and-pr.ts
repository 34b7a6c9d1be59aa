import { AUTHORS, type SeedPost } from "../authors";

export const socialAndPrPosts: SeedPost[] = [
  {
    slug: "earned-media-for-startups",
    title: "Earned Media for Startups: How to Pitch Journalists in India",
    tags: ["PR", "Startups"],
    author: AUTHORS.kabir,
    altTag: "A megaphone sending waves towards a folded newspaper",
    createdAt: "2026-10-08T11:45:00.000Z",
    content: `
<p>A thoughtful article in a respected publication can do things advertising cannot: it lends credibility, reaches audiences who ignore ads and keeps working for years through search results. Many founders assume press coverage requires big budgets or personal connections. In reality it mostly requires a good story, the right journalist and a respectful pitch.</p>

<h2>Find the story, not just the news</h2>
<p>A funding round or product launch is news to you, but journalists receive dozens of those announcements every day. What makes them write is a story that matters to their readers. Ask yourself:</p>
<ul>
  <li>What problem are we solving, and who is affected by it?</li>
  <li>What do we know that others do not, such as data, a trend or a surprising customer behaviour?</li>
  <li>Is there a human angle: a founder's journey, a customer whose life changed, a team doing something unusual?</li>
  <li>Why is this relevant now?</li>
</ul>

<h2>Choose the right journalists</h2>
<p>Sending the same press release to a list of hundreds of email addresses rarely works. Instead, build a short list of ten to twenty journalists who have recently covered your sector. Read their last few articles. Note their beat, their style and the kind of sources they quote. A journalist covering retail technology in Bengaluru and one covering small business in Madhya Pradesh need different pitches.</p>

<h2>Write a pitch that respects their time</h2>
<ol>
  <li><strong>A clear subject line</strong> that states the story, not your company name.</li>
  <li><strong>A first line</strong> that explains why this matters to their readers.</li>
  <li><strong>Two or three short paragraphs</strong> with the key facts, data and who is available to speak.</li>
  <li><strong>Assets on request:</strong> photos, data sheets and customer contacts ready to share.</li>
</ol>
<p>Keep it under two hundred words, personalise every pitch and follow up once, politely, after a few days. If there is no response, move on; persistence beyond that damages relationships.</p>

<h2>Be a useful source, not just a sender of releases</h2>
<p>Journalists often need quick expert comment on breaking stories. Founders who can give a clear, quotable view on their industry within a few hours become go-to sources. Share your availability and areas of expertise with the journalists on your list, and respond fast when they reach out.</p>

<h2>Prepare before the interview</h2>
<ul>
  <li>Agree on three key messages you want to get across.</li>
  <li>Prepare simple numbers and examples that support them.</li>
  <li>Anticipate difficult questions and answer them honestly.</li>
  <li>Remember that nothing is truly "off the record" unless agreed explicitly beforehand.</li>
</ul>

<h2>Make coverage work harder</h2>
<p>When an article appears, share it on your website, social channels and sales materials, and thank the journalist. Good coverage is also a powerful asset for recruitment and investor conversations. Over time, a steady stream of earned media builds a reputation that no single campaign can buy.</p>
`,
  },
  {
    slug: "crisis-communication-first-24-hours",
    title: "Crisis Communication on Social Media: The First 24 Hours",
    tags: ["PR", "Social Media"],
    author: AUTHORS.kabir,
    altTag: "A shield in front of speech bubbles, one of them with an exclamation mark",
    createdAt: "2026-11-12T07:30:00.000Z",
    content: `
<p>A delayed delivery, a rude support reply or a product defect can turn into a trending complaint within hours. On social media, the first day of a crisis shapes how people remember it for months. Brands that respond quickly, honestly and consistently often come out with more trust than before. Brands that stay silent or get defensive usually make things worse.</p>

<h2>Before anything happens: have a plan</h2>
<p>The worst time to decide who approves a public statement is in the middle of a crisis. A simple crisis plan, prepared in a calm week, should include:</p>
<ul>
  <li>a small response team with named people from leadership, communications, customer support and legal,</li>
  <li>who can approve statements at any hour, and how to reach them,</li>
  <li>a few holding statements that can be adapted quickly,</li>
  <li>a clear threshold for what counts as a crisis rather than a routine complaint.</li>
</ul>

<h2>Hour 0–1: listen and assess</h2>
<p>Find out what happened before saying anything substantial. Who is affected? Is it one customer or many? Is anyone's safety at risk? Where is the conversation happening and how fast is it spreading? Monitoring tools help, but so does simply searching your brand name on each platform.</p>

<h2>Hour 1–2: acknowledge publicly</h2>
<p>If the issue is spreading, post a short acknowledgement even before you have all the answers. Something like: "We are aware of reports about delayed orders in Pune. We are looking into it urgently and will update here by 4 pm." This buys time and shows you are listening. Silence is filled by speculation.</p>

<h2>Hours 2–12: investigate and respond properly</h2>
<ol>
  <li><strong>Get the facts</strong> from the teams involved.</li>
  <li><strong>Take responsibility</strong> where it is due; a sincere apology is not an admission of everything.</li>
  <li><strong>Explain what you are doing</strong> to fix the problem and prevent it happening again.</li>
  <li><strong>Give affected people a clear route</strong> to get help, such as a dedicated contact or form.</li>
</ol>
<p>Use the same core message across every channel, including customer support scripts, so nobody receives contradictory answers.</p>

<h2>Hours 12–24: follow through</h2>
<p>Post the update you promised, at the time you promised it. Reply to the most visible complaints individually, moving detailed conversations to private messages. Pause scheduled promotional posts; cheerful marketing in the middle of a crisis looks tone-deaf.</p>

<h2>What not to do</h2>
<ul>
  <li>Do not delete critical comments unless they are abusive or break platform rules.</li>
  <li>Do not argue with customers in public.</li>
  <li>Do not blame a partner or an employee before the facts are clear.</li>
  <li>Do not make promises the business cannot keep.</li>
</ul>

<h2>After the storm</h2>
<p>Once things calm down, review what happened with the whole team. What did we miss in monitoring? Where were approvals slow? Which messages worked? Update the crisis plan with those lessons. The goal is not to avoid every mistake, which is impossible, but to respond in a way that shows customers who you really are.</p>
`,
  },
];
