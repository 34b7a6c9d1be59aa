import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "public/", "data/", ".cache/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  // The site and the API share only contract/ (spec section 7); neither reaches into the other or the server.
  layerRule(["api/**"], ["app", "server"], "The API imports nothing of the site or the server except contract/."),
  layerRule(["app/**"], ["api", "server"], "The site imports nothing of the API or the server except contract/."),
  layerRule(["contract/**"], ["app", "api", "server"], "contract/ is shared by the site and the API and imports neither."),
);

/** Forbids files in `files` to import, by a relative path or the ~ alias, from the top-level folders `banned`. */
function layerRule(files, banned, message) {
  const folders = banned.join("|");
  const patterns = [{ regex: `^(\\.\\./)+(${folders})(\\.ts)?(/|$)`, message }];
  if (banned.includes("app")) patterns.push({ regex: "^~/", message });
  return { files, rules: { "no-restricted-imports": ["error", { patterns }] } };
}
