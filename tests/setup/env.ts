// The configuration loader and action tests run with, set before anything reads it
// (the site parses its environment once): the upstream stubs take the API's address from it.
process.env.SITE_URL = "https://www.example.test";
process.env.PORT = "3000";
// Cookies are signed with it. One value for every file: files share a process (vitest.config.ts).
process.env.SESSION_SECRET = "test-session-secret-0123456789";
