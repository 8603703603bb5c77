"""The "fresh40" capture sessions: written in session 24 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH40: list[dict[str, Any]] = [
    # --- a frontend team's week on "Fernweh", a React/TypeScript storefront (Next.js app router, Storybook DS, Playwright, LaunchDarkly, GraphQL BFF) ---
    {
        "name": "fresh40-storybook-badge-variant-nothing",
        "split": "fresh40",
        "steps": [
            (
                "user",
                "can you add a `sale` variant to Badge in packages/ui? red bg white text, same size as `new`. plus a story for it",
            ),
            (
                "read",
                "packages/ui/src/badge/Badge.tsx",
                "import { cva, type VariantProps } from 'class-variance-authority';\nimport { cn } from '../utils/cn';\n\nconst badge = cva(\n  'inline-flex items-center rounded-sm px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide',\n  {\n    variants: {\n      variant: {\n        neutral: 'bg-surface-muted text-fg-default',\n        new: 'bg-brand-500 text-fg-on-brand',\n        lowStock: 'bg-warning-100 text-warning-800',\n      },\n    },\n    defaultVariants: { variant: 'neutral' },\n  },\n);\n\nexport interface BadgeProps\n  extends React.HTMLAttributes<HTMLSpanElement>,\n    VariantProps<typeof badge> {}\n\nexport function Badge({ className, variant, ...props }: BadgeProps) {\n  return <span className={cn(badge({ variant }), className)} {...props} />;\n}\n",
            ),
            (
                "bash",
                "grep -n -A5 'danger' packages/ui/tailwind.preset.ts",
                "41:      danger: {\n42-        100: 'var(--color-danger-100)',\n43-        600: 'var(--color-danger-600)',\n44-        700: 'var(--color-danger-700)',\n45-      },\n46-      fg: {",
            ),
            (
                "bash",
                "grep -n 'danger-600\\|on-brand' packages/tokens/dist/tokens.css",
                "88:  --color-danger-600: #c8102e;\n112:  --color-fg-on-brand: #ffffff;",
            ),
            (
                "assistant",
                "There's no raw red in the Tailwind preset, only the token-backed `danger` scale, so I'll use `bg-danger-600 text-fg-on-brand`. white text on `#c8102e` is about 5.9:1, which passes AA even at `text-xs`. Same padding and type classes as `new`, since those live in the base string.",
            ),
            ("edit", "packages/ui/src/badge/Badge.tsx"),
            ("edit", "packages/ui/src/badge/Badge.stories.tsx"),
            (
                "bash",
                "pnpm --filter @shop/ui test -- Badge",
                "\n> @shop/ui@0.0.0 test /repo/packages/ui\n> vitest run Badge\n\n\n RUN  v2.1.5 /repo/packages/ui\n\n ✓ src/badge/Badge.test.tsx (5 tests) 38ms\n   ✓ Badge > renders neutral by default\n   ✓ Badge > renders new variant\n   ✓ Badge > renders lowStock variant\n   ✓ Badge > renders sale variant\n   ✓ Badge > merges className\n\n Test Files  1 passed (1)\n      Tests  5 passed (5)\n   Start at  09:14:22\n   Duration  1.02s (transform 88ms, setup 211ms, collect 164ms, tests 38ms, environment 402ms, prepare 71ms)\n",
            ),
            (
                "bash",
                "pnpm --filter @shop/ui build-storybook --quiet 2>&1 | tail -12",
                "@storybook/core v8.4.2\n\ninfo => Cleaning outputDir: storybook-static\ninfo => Loading presets\ninfo => Building manager..\ninfo => Manager built (312 ms)\ninfo => Building preview..\nvite v5.4.11 building for production...\n✓ 1843 modules transformed.\nstorybook-static/assets/Badge.stories-Cq1dX9kM.js     2.41 kB │ gzip: 1.02 kB\n✓ built in 14.87s\ninfo => Preview built (15 s)\ninfo => Output directory: /repo/packages/ui/storybook-static",
            ),
            (
                "assistant",
                "Done:\n- `Badge` has a new `sale` variant: `bg-danger-600 text-fg-on-brand`, same size as `new`.\n- `Badge.stories.tsx` gets a `Sale` story, and the `AllVariants` story now shows it next to the others.\n- Added a render test for the variant; all 5 Badge tests pass and Storybook builds cleanly.",
            ),
            (
                "user",
                "looks right on localhost:6006. commit it but don't push yet, Lena wants to see the red on the PLP cards before it goes anywhere",
            ),
            (
                "bash",
                'git add packages/ui/src/badge && git commit -m "feat(ui): add sale variant to Badge"',
                "[feat/sale-badge a41c9e2] feat(ui): add sale variant to Badge\n 3 files changed, 27 insertions(+), 1 deletion(-)",
            ),
            (
                "assistant",
                "Committed locally on `feat/sale-badge` (a41c9e2) and not pushed. Once Lena is happy it's just a `git push -u origin feat/sale-badge`.",
            ),
            ("user", "👍"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh40-flags-readme-correction",
        "split": "fresh40",
        "steps": [
            (
                "user",
                "hey. we need to hide the klarna 'pay later' widget on the cart page behind the flag `cart-bnpl-widget`, it already exists in LaunchDarkly (off in prod, on in preview). can you wire it up? component is components/cart/BnplWidget.tsx",
            ),
            (
                "read",
                "docs/feature-flags.md",
                "# Feature flags\n\nWe use LaunchDarkly. The provider is set up in `app/providers.tsx` with\n`asyncWithLDProvider`, so every page has flags available on first render.\n\n## Reading a flag\n\nClient components read flags with `useFlags()`:\n\n    const { pdpNewGallery } = useFlags();\n\nFlag keys are kebab-case in LaunchDarkly and camelCased by the SDK\n(`pdp-new-gallery` -> `pdpNewGallery`).\n\n## Adding a flag\n\n1. Create it in the LaunchDarkly UI (project `storefront`).\n2. Default it to `false` in every environment.\n3. Read it with `useFlags()` where you need it.\n",
            ),
            (
                "read",
                "components/cart/BnplWidget.tsx",
                '\'use client\';\n\nimport Script from \'next/script\';\n\nexport function BnplWidget({ totalCents, locale }: { totalCents: number; locale: string }) {\n  return (\n    <>\n      <Script src="https://js.klarna.com/web-sdk/v1/klarna.js" data-client-id={process.env.NEXT_PUBLIC_KLARNA_CLIENT_ID} strategy="lazyOnload" />\n      <klarna-placement data-key="credit-promotion-badge" data-locale={locale} data-purchase-amount={totalCents} />\n    </>\n  );\n}\n',
            ),
            (
                "assistant",
                "Per the doc, flags are read on the client with useFlags, and BnplWidget is already a client component, so this is small: I'll call `useFlags()` at the top of `BnplWidget` and return `null` when `cartBnplWidget` is false.",
            ),
            (
                "user",
                "nope, that doc is ancient, it's from the pages router days. we ripped the client SDK out in march, the PDP flickered on every flag change and it was ~40kb gzipped. flags are evaluated server side now: `getFlag(ctx, key, fallback)` from lib/flags.ts, called in the page or layout, and you pass the value down as a prop. the context comes from `getLdContext()`, which reads the ld_ctx cookie that middleware sets",
            ),
            (
                "bash",
                "grep -n 'launchdarkly' package.json; grep -rln 'useFlags' --include='*.ts' --include='*.tsx' --include='*.md' . | grep -v node_modules",
                '27:    "@launchdarkly/node-server-sdk": "^9.7.1",\ndocs/feature-flags.md',
            ),
            (
                "read",
                "lib/flags.ts",
                "import 'server-only';\nimport { init, type LDClient, type LDContext } from '@launchdarkly/node-server-sdk';\nimport { cookies } from 'next/headers';\n\nlet client: LDClient | undefined;\n\nasync function ld(): Promise<LDClient> {\n  if (!client) {\n    client = init(process.env.LD_SDK_KEY!);\n    await client.waitForInitialization({ timeout: 2 });\n  }\n  return client;\n}\n\nexport async function getLdContext(): Promise<LDContext> {\n  const raw = (await cookies()).get('ld_ctx')?.value;\n  if (!raw) return { kind: 'user', key: 'anonymous', anonymous: true };\n  return JSON.parse(Buffer.from(raw, 'base64url').toString());\n}\n\nexport async function getFlag<T>(ctx: LDContext, key: string, fallback: T): Promise<T> {\n  try {\n    return (await (await ld()).variation(key, ctx, fallback)) as T;\n  } catch {\n    return fallback;\n  }\n}\n",
            ),
            (
                "read",
                "app/(shop)/cart/page.tsx",
                "import { getCart } from '@/lib/bff/cart';\nimport { CartSummary } from '@/components/cart/CartSummary';\nimport { CartLines } from '@/components/cart/CartLines';\n\nexport default async function CartPage() {\n  const cart = await getCart();\n  return (\n    <main className=\"container grid gap-8 lg:grid-cols-[1fr_380px]\">\n      <CartLines lines={cart.lines} />\n      <CartSummary cart={cart} />\n    </main>\n  );\n}\n",
            ),
            (
                "assistant",
                "Got it, the client SDK isn't even installed anymore; the only `useFlags` left in the repo is that doc. I'll evaluate `cart-bnpl-widget` in `cart/page.tsx` next to `getCart()` and hand a `showBnpl` prop down through `CartSummary`.",
            ),
            ("edit", "app/(shop)/cart/page.tsx"),
            ("edit", "components/cart/CartSummary.tsx"),
            ("edit", "components/cart/CartSummary.test.tsx"),
            (
                "bash",
                "pnpm typecheck && pnpm vitest run components/cart",
                "\n> storefront@0.1.0 typecheck /repo\n> tsc --noEmit -p tsconfig.json\n\n\n RUN  v2.1.5 /repo\n\n ✓ components/cart/CartLines.test.tsx (6 tests) 61ms\n ✓ components/cart/CartSummary.test.tsx (9 tests) 94ms\n   ✓ CartSummary > renders BnplWidget when showBnpl is true\n   ✓ CartSummary > hides BnplWidget when showBnpl is false\n ✓ components/cart/QuantityStepper.test.tsx (4 tests) 33ms\n\n Test Files  3 passed (3)\n      Tests  19 passed (19)\n   Start at  10:02:47\n   Duration  2.31s\n",
            ),
            (
                "assistant",
                "Wired up:\n- `cart/page.tsx` builds the context with `getLdContext()` and runs `getFlag(ctx, 'cart-bnpl-widget', false)` in a `Promise.all` with `getCart()`, so it doesn't add a waterfall.\n- `CartSummary` takes `showBnpl` and only renders `BnplWidget` when it's true. The fallback is `false`, so if LaunchDarkly is unreachable the widget stays hidden.\n- Two new tests cover both cases; typecheck and the cart tests pass.\n\nWant me to fix `docs/feature-flags.md` too? It still tells people to use `useFlags()`.",
            ),
            (
                "user",
                "yes please, it keeps sending people (and apparently you) down the wrong path",
            ),
            ("edit", "docs/feature-flags.md"),
            (
                "assistant",
                "Rewrote the doc: it now says flags are evaluated on the server with `getFlag(ctx, key, fallback)` from `lib/flags.ts` in a page or layout, with the context from `getLdContext()` (the `ld_ctx` cookie set by middleware), and the value passed down as a prop. I also added a short note that the client SDK was removed in March because of the flicker and the bundle size, so nobody re-adds it, and dropped the `asyncWithLDProvider` section.",
            ),
            ("user", "perfect ty"),
        ],
        "lessons": [
            {"keys": ["getFlag", "lib/flags.ts"], "not": ["read on the client with useFlags"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh40-decision-pdp-on-demand-revalidation",
        "split": "fresh40",
        "steps": [
            (
                "user",
                "Good morning. Product detail pages are currently rendered fully dynamically and our p75 TTFB on the PDP is around 900 ms according to Vercel Speed Insights. I would like to fix that before the December campaign starts on the 12th. Could you look at app/(shop)/p/[slug]/page.tsx and suggest some options?",
            ),
            (
                "read",
                "app/(shop)/p/[slug]/page.tsx",
                "import { notFound } from 'next/navigation';\nimport { bffFetch } from '@/lib/bff/client';\nimport { ProductQuery } from '@/lib/bff/queries/product';\nimport { PdpGallery } from '@/components/pdp/PdpGallery';\nimport { PdpBuyBox } from '@/components/pdp/PdpBuyBox';\n\nexport const dynamic = 'force-dynamic';\n\nexport default async function ProductPage({ params }: { params: Promise<{ slug: string }> }) {\n  const { slug } = await params;\n  const { product } = await bffFetch(ProductQuery, { slug }, { cache: 'no-store' });\n  if (!product) notFound();\n  return (\n    <main className=\"container grid gap-10 lg:grid-cols-2\">\n      <PdpGallery images={product.images} />\n      <PdpBuyBox product={product} />\n    </main>\n  );\n}\n",
            ),
            (
                "read",
                "lib/bff/client.ts",
                "import type { TypedDocumentNode } from '@graphql-typed-document-node/core';\nimport { print } from 'graphql';\n\nconst BFF_URL = process.env.BFF_URL!;\n\nexport async function bffFetch<R, V>(\n  doc: TypedDocumentNode<R, V>,\n  variables: V,\n  init: RequestInit & { next?: NextFetchRequestConfig } = {},\n): Promise<R> {\n  const res = await fetch(BFF_URL, {\n    method: 'POST',\n    headers: { 'content-type': 'application/json' },\n    body: JSON.stringify({ query: print(doc), variables }),\n    ...init,\n  });\n  const json = await res.json();\n  if (json.errors) throw new BffError(json.errors);\n  return json.data;\n}\n",
            ),
            (
                "bash",
                "grep -rn 'cookies()\\|headers()' app/\\(shop\\)/p components/pdp",
                "",
            ),
            (
                "think",
                "Nothing on the PDP reads cookies or headers, so the only reason it is dynamic is the force-dynamic export and the no-store fetch. Price and stock are the fast-changing parts. Options: time-based ISR, tag-based on-demand revalidation, or caching in the BFF only.",
            ),
            (
                "assistant",
                "Nothing on the PDP reads cookies or headers, so it's only dynamic because of `export const dynamic = 'force-dynamic'` and the `cache: 'no-store'` fetch. It could be cached. Options:\n\n1. **Time-based ISR**: drop `force-dynamic`, fetch with `next: { revalidate: 60 }`, and pre-render the top sellers with `generateStaticParams`. Very simple, and TTFB becomes CDN-fast, but price and stock can be up to 60 s stale.\n2. **On-demand revalidation**: cache the product fetch indefinitely with `next: { tags: [`product:${slug}`] }` and add an `app/api/revalidate` route that calls `revalidateTag` when the pricing/stock service reports a change. Pages are CDN-fast and fresh within a second or two of a change, but it needs a webhook pointed at us and a shared secret.\n3. **Keep it dynamic, cache in the BFF** (Redis in front of the product resolvers). Prices stay exact, but we still render on every request; I'd expect maybe 900 → 400 ms, not CDN numbers.\n\nA mix is possible too (option 2 with a long `revalidate` as a safety net).",
            ),
            (
                "user",
                "During flash sales the merch team changes prices every few minutes, and last Black Friday we had customers who saw one price on the PDP and a different one in the cart, and support had to refund the difference by hand. So a 60 second window is not acceptable for us, and option 3 doesn't get us far enough. Let's go with 2, with a one hour revalidate as the safety net you mentioned. The pricing service already publishes `price.changed` and `stock.changed` events to the webhook relay; Tomasz can point one at us once the endpoint exists.",
            ),
            ("edit", "lib/bff/client.ts"),
            ("edit", "app/(shop)/p/[slug]/page.tsx"),
            ("edit", "app/api/revalidate/route.ts"),
            (
                "assistant",
                "Changes:\n- `page.tsx`: removed `force-dynamic`; the product fetch now uses `next: { tags: [`product:${slug}`], revalidate: 3600 }`; `generateStaticParams` pre-renders the 200 best sellers from the `TopSellers` query, and other slugs render on first request and are cached after that.\n- `app/api/revalidate/route.ts`: `POST`, checks the `x-revalidate-secret` header against `REVALIDATE_SECRET`, accepts the relay payload (`{ type, sku, slug }`) and calls `revalidateTag(`product:${slug}`)`. Returns 401 on a bad secret and 400 if the slug is missing.\n\nBuilding to check the route table.",
            ),
            (
                "bash",
                "pnpm build 2>&1 | tail -32",
                "   ▲ Next.js 15.0.3\n   - Environments: .env.local\n\n   Creating an optimized production build ...\n ✓ Compiled successfully\n ✓ Linting and checking validity of types\n ✓ Collecting page data\n ✓ Generating static pages (211/211)\n ✓ Collecting build traces\n ✓ Finalizing page optimization\n\nRoute (app)                                  Size     First Load JS\n┌ ○ /                                        6.12 kB         142 kB\n├ ○ /_not-found                              893 B           101 kB\n├ ƒ /account/orders                          3.4 kB          129 kB\n├ ƒ /api/revalidate                          0 B               0 B\n├ ƒ /cart                                    8.77 kB         151 kB\n├ ● /c/[...category]                         4.9 kB          138 kB\n├ ● /p/[slug]                                11.3 kB         156 kB\n├   ├ /p/merino-crew-sweater-navy\n├   ├ /p/canvas-weekender-bag\n├   ├ /p/linen-shirt-sand\n├   └ [+197 more paths]\n└ ƒ /search                                  5.6 kB          140 kB\n+ First Load JS shared by all                100 kB\n  ├ chunks/4bd1b696-2f7c1a0e5d3b9c84.js      53.6 kB\n  ├ chunks/1517-8e0b4c2a7f19d6e3.js          44.4 kB\n  └ other shared chunks (total)              2.07 kB\n\n○  (Static)   prerendered as static content\n●  (SSG)      prerendered as static HTML (uses generateStaticParams)\nƒ  (Dynamic)  server-rendered on demand",
            ),
            (
                "bash",
                'pnpm start -p 3100 >/tmp/next.log 2>&1 & sleep 4; curl -sI localhost:3100/p/canvas-weekender-bag | grep -i x-nextjs-cache; curl -s -X POST localhost:3100/api/revalidate -H "x-revalidate-secret: $REVALIDATE_SECRET" -H \'content-type: application/json\' -d \'{"type":"price.changed","sku":"FW-CWB-01","slug":"canvas-weekender-bag"}\'; echo; for i in 1 2; do curl -sI localhost:3100/p/canvas-weekender-bag | grep -i x-nextjs-cache; done',
                'x-nextjs-cache: HIT\n{"revalidated":true,"tag":"product:canvas-weekender-bag"}\nx-nextjs-cache: STALE\nx-nextjs-cache: HIT',
            ),
            (
                "assistant",
                "Works locally: the PDP is served from cache (`HIT`), a `price.changed` webhook invalidates the tag, the next request gets the old page once (`STALE`) while it regenerates in the background, and the request after that has the fresh price. On Vercel the regeneration finishes within a second or two.\n\nYou'll need `REVALIDATE_SECRET` set in the Vercel project (preview and production), and Tomasz should send it as the `x-revalidate-secret` header from the relay.",
            ),
            (
                "user",
                "Thank you. I'll add the secret in Vercel and send Tomasz the endpoint. Please open a draft PR in the meantime.",
            ),
            (
                "bash",
                'git switch -c perf/pdp-on-demand-revalidation && git add -A && git commit -qm "perf(pdp): cache PDP with tag-based on-demand revalidation" && gh pr create --draft --fill',
                "Switched to a new branch 'perf/pdp-on-demand-revalidation'\n\nCreating draft pull request for perf/pdp-on-demand-revalidation into main in fernweh/storefront\n\nhttps://github.com/fernweh/storefront/pull/1187",
            ),
            ("assistant", "Draft PR: https://github.com/fernweh/storefront/pull/1187"),
        ],
        "lessons": [{"keys": ["revalidateTag", "flash sale"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh40-checkout-e2e-flag-bucketing",
        "split": "fresh40",
        "steps": [
            (
                "user",
                "checkout e2e is failing like half the time in CI since yesterday, passes locally every single time. wtf\n\n  1) [chromium] › e2e/specs/checkout/guest-checkout.spec.ts:22:7 › guest checkout › pays with card\n\n    Error: Timed out 10000ms waiting for expect(locator).toBeVisible()\n\n    Locator: getByRole('button', { name: 'Continue to payment' })\n    Expected: visible\n    Received: <element(s) not found>\n    Call log:\n      - expect.toBeVisible with timeout 10000ms\n      - waiting for getByRole('button', { name: 'Continue to payment' })\n\n      24 |     await page.getByLabel('Postcode').fill('10115');\n      25 |     await page.getByRole('button', { name: 'Use this address' }).click();\n    > 26 |     await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();\n         |                                                                              ^",
            ),
            (
                "bash",
                "gh run list --workflow e2e.yml --limit 8",
                "STATUS  TITLE                                     WORKFLOW  BRANCH  EVENT  ID           ELAPSED  AGE\nX       fix(plp): sort dropdown focus ring        e2e       main    push   11938201774  8m12s    about 1 hour ago\n✓       chore(deps): bump @apollo/client 3.11.10  e2e       main    push   11937645120  7m58s    about 2 hours ago\nX       feat(account): address book pagination    e2e       main    push   11936002318  8m40s    about 4 hours ago\n✓       fix(search): debounce suggestions         e2e       main    push   11935117003  7m49s    about 5 hours ago\nX       chore: storybook 8.4.2                    e2e       main    push   11931870452  8m33s    about 20 hours ago\n✓       feat(ui): sale badge                      e2e       main    push   11930054119  7m51s    about 22 hours ago\n✓       fix(cart): bnpl widget flag               e2e       main    push   11928899240  7m40s    about 1 day ago\n✓       perf(pdp): on-demand revalidation         e2e       main    push   11927310965  8m02s    about 1 day ago",
            ),
            (
                "read",
                "playwright.config.ts",
                "import { defineConfig, devices } from '@playwright/test';\n\nexport default defineConfig({\n  testDir: './e2e/specs',\n  timeout: 30_000,\n  expect: { timeout: 10_000 },\n  retries: process.env.CI ? 1 : 0,\n  use: {\n    baseURL: process.env.PREVIEW_URL ?? 'http://localhost:3000',\n    trace: 'retain-on-failure',\n  },\n  projects: [\n    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },\n    { name: 'webkit', use: { ...devices['Desktop Safari'] } },\n  ],\n});\n",
            ),
            (
                "read",
                "e2e/fixtures/ld-context.ts",
                "import { randomUUID } from 'node:crypto';\nimport { test as base } from '@playwright/test';\n\n// every test gets its own LaunchDarkly context so runs don't share state\nexport const test = base.extend({\n  context: async ({ context, baseURL }, use) => {\n    const ldCtx = { kind: 'user', key: `e2e-${randomUUID()}`, anonymous: true };\n    await context.addCookies([\n      {\n        name: 'ld_ctx',\n        value: Buffer.from(JSON.stringify(ldCtx)).toString('base64url'),\n        url: baseURL!,\n      },\n    ]);\n    await use(context);\n  },\n});\n\nexport { expect } from '@playwright/test';\n",
            ),
            (
                "bash",
                'grep -rn "Continue to payment\\|Review order" components/checkout',
                'components/checkout/v1/ShippingStep.tsx:88:          Continue to payment\ncomponents/checkout/v2/DeliveryStep.tsx:104:        <Button type="submit">Review order</Button>\ncomponents/checkout/v2/ReviewStep.tsx:12:  <h2>Review order</h2>',
            ),
            (
                "bash",
                "grep -n 'checkout-v2' app/\\(checkout\\)/checkout/page.tsx; ldcli flags get --project storefront --flag checkout-v2 -o json | jq '.environments | {preview: .preview | {on, fallthrough, lastModified: ._lastModified}, test: .test | {on}}'",
                '14:  const useV2 = await getFlag(ctx, \'checkout-v2\', false);\n{\n  "preview": {\n    "on": true,\n    "fallthrough": {\n      "rollout": {\n        "variations": [\n          { "variation": 0, "weight": 50000 },\n          { "variation": 1, "weight": 50000 }\n        ],\n        "bucketBy": "key"\n      }\n    },\n    "lastModified": 1733238117000\n  },\n  "test": {\n    "on": false\n  }\n}',
            ),
            (
                "bash",
                "ldcli audit-log list --project storefront --spec 'proj/storefront:env/preview:flag/checkout-v2' --limit 2 -o json | jq -r '.items[] | \"\\(.date | ./1000 | todate)  \\(.member.email)  \\(.title)\"'",
                "2026-12-03T15:01:57Z  mina.okafor@fernweh.shop  Updated the flag checkout-v2 in Preview: changed the default rule to a percentage rollout (50% true, 50% false)\n2026-11-21T09:44:10Z  ana.silva@fernweh.shop  Turned on the flag checkout-v2 in Preview",
            ),
            (
                "think",
                "Yesterday 15:01 UTC the preview env fallthrough became a 50/50 rollout bucketed by key. The e2e fixture uses a random context key per test, so each run lands in v1 or v2 at random. v2 has 'Review order' instead of 'Continue to payment'. Local runs use LD_SDK_KEY for the test env, where checkout-v2 is off, hence always v1. The first failure (storybook bump, ~20h ago) lines up with 15:01 yesterday.",
            ),
            (
                "assistant",
                "Found it. It's not the test itself, it's flag bucketing:\n\n- Yesterday at 15:01 UTC Mina switched `checkout-v2` in the **preview** environment from plain on to a **50/50 percentage rollout**, `bucketBy: key`. CI runs against preview deployments, and the first red run (the Storybook bump, ~20 h ago) is right after that change.\n- `e2e/fixtures/ld-context.ts` gives every test a new context key, `e2e-${randomUUID()}`. So each run is bucketed at random: half the time the guest gets checkout v1 (\"Continue to payment\") and the spec passes, half the time it gets v2, whose delivery step has a \"Review order\" button instead, and the spec times out. The CI retry is also a fresh key, so sometimes it rescues the run and sometimes it doesn't.\n- Locally you run against the `test` environment, where `checkout-v2` is off, so it's always v1.\n\nFix options: (a) use a fixed context key for e2e and individually target it to a variation in preview, or (b) keep the rollout and make the spec handle both flows.",
            ),
            (
                "user",
                "a. fixed key `e2e-playwright`, individually targeted to false in preview for now. Ana's team owns v2 and they'll add v2 specs when the UI settles. and yeah e2e contexts should never have random keys, any % rollout buckets by key so the suite just turns into a coin flip",
            ),
            ("edit", "e2e/fixtures/ld-context.ts"),
            (
                "bash",
                'ldcli flags update --project storefront --flag checkout-v2 --semantic-patch -d \'{"environmentKey":"preview","comment":"pin e2e context to v1 until v2 specs exist","instructions":[{"kind":"addTargets","contextKind":"user","variationId":"b7c0e0b1-1f52-4a3e-9d6c-3c2f4a8e6d10","values":["e2e-playwright"]}]}\' -o json | jq \'.environments.preview.targets\'',
                '[\n  {\n    "contextKind": "user",\n    "values": [\n      "e2e-playwright"\n    ],\n    "variation": 1\n  }\n]',
            ),
            (
                "bash",
                "PREVIEW_URL=https://storefront-git-main-fernweh.vercel.app LD_ENV=preview pnpm playwright test e2e/specs/checkout --project=chromium --repeat-each=10",
                "\nRunning 40 tests using 4 workers\n\n  ✓   1 [chromium] › e2e/specs/checkout/guest-checkout.spec.ts:22:7 › guest checkout › pays with card (14.2s)\n  ✓   2 [chromium] › e2e/specs/checkout/guest-checkout.spec.ts:41:7 › guest checkout › shows shipping options for CH (9.8s)\n  ✓   3 [chromium] › e2e/specs/checkout/logged-in-checkout.spec.ts:18:7 › logged-in checkout › uses saved address (11.1s)\n  ✓   4 [chromium] › e2e/specs/checkout/promo-code.spec.ts:9:7 › promo code › applies WINTER10 (8.4s)\n  ...\n  ✓  40 [chromium] › e2e/specs/checkout/promo-code.spec.ts:9:7 › promo code › applies WINTER10 (8.1s)\n\n  40 passed (3.1m)",
            ),
            (
                "assistant",
                "Fixed:\n- The fixture now always uses `key: 'e2e-playwright'`. I replaced the comment with one explaining why the key must be stable (percentage rollouts bucket by key).\n- In preview, `checkout-v2` individually targets `e2e-playwright` to `false`, with a comment on the change saying it's there until v2 specs exist.\n- 10 repeats of the 4 checkout specs against the main preview: 40/40 green.\n\nTell Ana her team can test v2 in e2e by targeting a second fixed key (e.g. `e2e-playwright-v2`) to `true` and giving those specs their own fixture.",
            ),
            ("user", "perfect, I'll tell her. push it to a branch + PR, I'll merge"),
            (
                "bash",
                'git switch -c fix/e2e-stable-ld-key && git commit -qam "test(e2e): use a stable LaunchDarkly context key" && gh pr create --fill',
                "Switched to a new branch 'fix/e2e-stable-ld-key'\n\nCreating pull request for fix/e2e-stable-ld-key into main in fernweh/storefront\n\nhttps://github.com/fernweh/storefront/pull/1192",
            ),
            ("assistant", "PR #1192 is up."),
        ],
        "lessons": [{"keys": ["e2e-playwright", "rollout"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh40-free-shipping-threshold-correction",
        "split": "fresh40",
        "steps": [
            (
                "user",
                "need a free shipping progress bar in the cart drawer, 'you're €X away from free shipping'. threshold is €50. design's in figma (Cart drawer / v3), ProgressBar already exists in the ui package",
            ),
            (
                "read",
                "components/cart/CartDrawer.tsx",
                "'use client';\n\nimport { Drawer, DrawerContent, DrawerHeader } from '@shop/ui';\nimport { useCart } from '@/lib/cart/useCart';\nimport { formatMoney } from '@/lib/money';\nimport { CartDrawerLine } from './CartDrawerLine';\n\nexport function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {\n  const { cart } = useCart();\n  return (\n    <Drawer open={open} onOpenChange={onOpenChange} side=\"right\">\n      <DrawerContent>\n        <DrawerHeader title=\"Your bag\" />\n        <ul className=\"divide-y\">\n          {cart?.lines.map((l) => <CartDrawerLine key={l.id} line={l} />)}\n        </ul>\n        <footer className=\"mt-auto border-t p-4\">\n          <p className=\"flex justify-between font-semibold\">\n            <span>Subtotal</span>\n            <span>{cart && formatMoney(cart.subtotal)}</span>\n          </p>\n        </footer>\n      </DrawerContent>\n    </Drawer>\n  );\n}\n",
            ),
            (
                "read",
                "packages/ui/src/progress-bar/ProgressBar.tsx",
                "export interface ProgressBarProps {\n  value: number; // 0..1\n  label: string; // accessible label\n  tone?: 'neutral' | 'success';\n}\n\nexport function ProgressBar({ value, label, tone = 'neutral' }: ProgressBarProps) {\n  const pct = Math.round(Math.min(Math.max(value, 0), 1) * 100);\n  return (\n    <div role=\"progressbar\" aria-label={label} aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} className=\"h-1.5 w-full rounded-full bg-surface-muted\">\n      <div className={tone === 'success' ? 'h-full rounded-full bg-success-500' : 'h-full rounded-full bg-brand-500'} style={{ width: `${pct}%` }} />\n    </div>\n  );\n}\n",
            ),
            ("edit", "lib/constants.ts"),
            ("edit", "components/cart/FreeShippingProgress.tsx"),
            ("edit", "components/cart/FreeShippingProgress.stories.tsx"),
            ("edit", "components/cart/CartDrawer.tsx"),
            (
                "bash",
                "pnpm vitest run components/cart/FreeShippingProgress",
                "\n RUN  v2.1.5 /repo\n\n ✓ components/cart/FreeShippingProgress.test.tsx (4 tests) 41ms\n   ✓ FreeShippingProgress > shows remaining amount below threshold\n   ✓ FreeShippingProgress > shows success message at threshold\n   ✓ FreeShippingProgress > clamps progress above threshold\n   ✓ FreeShippingProgress > formats remaining amount in cart currency\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)\n",
            ),
            (
                "assistant",
                'Added `FreeShippingProgress`:\n- `FREE_SHIPPING_THRESHOLD_CENTS = 5000` (€50) in `lib/constants.ts`.\n- Below the threshold it shows "You\'re €12,40 away from free shipping" with a neutral `ProgressBar`; at or above it, "You\'ve got free shipping" with `tone="success"`, like the Figma frame.\n- It sits in the drawer footer above the subtotal, and there\'s a story with three states (empty, partway, reached). 4 tests pass.',
            ),
            (
                "user",
                "hmm wait. jana from merch just said in slack it's €60 since dec 1 for DE/AT and 75 CHF for CH. and it changes again for the january sale",
            ),
            (
                "assistant",
                "Then a single constant won't do. I could turn `lib/constants.ts` into a per-market map (`DE`/`AT`: 6000 EUR, `CH`: 7500 CHF) keyed by the cart's market. Or does the backend know the threshold already?",
            ),
            (
                "user",
                "don't hardcode it at all. the BFF has it: `cart { freeShippingThreshold { amount currency } }`, merch edit it in the admin per market. take it from there, always, the constant was my bad",
            ),
            (
                "bash",
                "grep -n -B2 -A6 'freeShippingThreshold' packages/bff/schema.graphql",
                '212-  subtotal: Money!\n213-  total: Money!\n214:  """Order value from which standard shipping is free in the cart\'s market. Null if the market has no free shipping."""\n215:  freeShippingThreshold: Money\n216-  shippingEstimate: Money\n217-  lines: [CartLine!]!\n218-}',
            ),
            ("edit", "lib/bff/queries/cart.graphql"),
            (
                "bash",
                "pnpm codegen",
                "\n> storefront@0.1.0 codegen /repo\n> graphql-codegen --config codegen.ts\n\n✔ Parse Configuration\n✔ Generate outputs\n  ✔ Generate to ./lib/bff/gql/\n    ✔ Load GraphQL schemas\n    ✔ Load GraphQL documents\n    ✔ Generate\n",
            ),
            ("edit", "lib/constants.ts"),
            ("edit", "components/cart/FreeShippingProgress.tsx"),
            ("edit", "components/cart/FreeShippingProgress.test.tsx"),
            ("edit", "components/cart/FreeShippingProgress.stories.tsx"),
            (
                "bash",
                "pnpm typecheck && pnpm vitest run components/cart",
                "\n> storefront@0.1.0 typecheck /repo\n> tsc --noEmit -p tsconfig.json\n\n\n RUN  v2.1.5 /repo\n\n ✓ components/cart/CartLines.test.tsx (6 tests) 58ms\n ✓ components/cart/CartSummary.test.tsx (9 tests) 90ms\n ✓ components/cart/FreeShippingProgress.test.tsx (5 tests) 44ms\n ✓ components/cart/QuantityStepper.test.tsx (4 tests) 31ms\n\n Test Files  4 passed (4)\n      Tests  24 passed (24)\n   Start at  14:37:09\n   Duration  2.48s\n",
            ),
            (
                "assistant",
                "Reworked:\n- Removed `FREE_SHIPPING_THRESHOLD_CENTS` from `lib/constants.ts`.\n- The cart query now selects `freeShippingThreshold { amount currency }` (codegen regenerated), and `FreeShippingProgress` takes the threshold as a `Money` prop from the cart, so the currency comes along with it (CHF formats as \"CHF 12.40\").\n- If `freeShippingThreshold` is `null` (a market without free shipping) the bar isn't rendered at all; there's a new test for that.\n- Stories now pass a threshold per story: €60 and CHF 75.",
            ),
            ("user", "nice, ship it to a PR"),
            (
                "bash",
                'git switch -c feat/free-shipping-progress && git add -A && git commit -qm "feat(cart): free shipping progress in cart drawer" && gh pr create --fill',
                "Switched to a new branch 'feat/free-shipping-progress'\n\nCreating pull request for feat/free-shipping-progress into main in fernweh/storefront\n\nhttps://github.com/fernweh/storefront/pull/1195",
            ),
            ("assistant", "PR #1195."),
        ],
        "lessons": [
            {"keys": ["freeShippingThreshold", "hardcode"], "not": ["threshold is €50"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh40-persisted-queries-tool-stored",
        "split": "fresh40",
        "steps": [
            (
                "user",
                'I added a new query `PdpRecommendationsQuery` for the \'you might also like\' carousel. works fine on localhost but on the preview deploy the BFF returns a 400:\n\n{"errors":[{"message":"PersistedQueryNotFound","extensions":{"code":"PERSISTED_QUERY_NOT_FOUND","http":{"status":400}}}]}\n\nany idea?',
            ),
            (
                "read",
                "packages/bff/src/server.ts",
                "import { createYoga } from 'graphql-yoga';\nimport { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';\nimport manifest from '../persisted-queries.json' with { type: 'json' };\nimport { schema } from './schema';\nimport { buildContext } from './context';\n\nexport const yoga = createYoga({\n  schema,\n  context: buildContext,\n  graphqlEndpoint: '/graphql',\n  plugins: [\n    usePersistedOperations({\n      getPersistedOperation: (hash) => (manifest as Record<string, string>)[hash] ?? null,\n      allowArbitraryOperations: process.env.NODE_ENV === 'development',\n    }),\n  ],\n});\n",
            ),
            (
                "bash",
                "grep -n '\"persist\"' packages/bff/package.json; grep -c 'Query\\|Mutation' packages/bff/persisted-queries.json; grep -n 'PdpRecommendations' packages/bff/persisted-queries.json",
                '14:    "persist": "graphql-codegen --config codegen.persist.ts && node scripts/write-manifest.mjs",\n62',
            ),
            (
                "assistant",
                "The BFF only accepts persisted operations outside development: `allowArbitraryOperations` is true only when `NODE_ENV === 'development'`, so on localhost any query goes through, but preview and prod only run operations whose hash is in `packages/bff/persisted-queries.json`. That manifest has 62 operations and `PdpRecommendationsQuery` isn't one of them. There's a `persist` script that regenerates it from the storefront's documents; running it.",
            ),
            (
                "bash",
                "pnpm --filter @shop/bff persist",
                "\n> @shop/bff@0.0.0 persist /repo/packages/bff\n> graphql-codegen --config codegen.persist.ts && node scripts/write-manifest.mjs\n\n✔ Parse Configuration\n✔ Generate outputs\n  ✔ Generate to ./persisted-documents.json\n    ✔ Load GraphQL schemas\n    ✔ Load GraphQL documents\n    ✔ Generate\nmanifest: 63 operations (1 added, 0 removed, 0 changed)\n  + PdpRecommendationsQuery  sha256:9f2c41e0b7d5a3e8c1f64b2a90d7e5c3b8a1f0e6d4c2b9a7e5f3d1c0b8a6e4f2",
            ),
            (
                "bash",
                "git status --short",
                " M packages/bff/persisted-queries.json\n M packages/bff/persisted-documents.json\n M apps/storefront/lib/bff/gql/graphql.ts\n M apps/storefront/lib/bff/gql/persisted-documents.json\n?? apps/storefront/lib/bff/queries/recommendations.graphql\n?? apps/storefront/components/pdp/Recommendations.tsx",
            ),
            (
                "assistant",
                "The manifest now includes `PdpRecommendationsQuery`. Once this is committed and the preview redeploys (the BFF reads the manifest at build time), the 400 should be gone. The same applies to any *changed* query: editing an existing operation changes its hash, so it has to be re-persisted too, otherwise the old hash is still the only one the BFF knows.",
            ),
            (
                "user",
                "ahh right, of course. this gets everyone once. can you store that somewhere so you catch it next time someone adds or changes a query",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Fernweh storefront: after adding or changing any GraphQL operation in apps/storefront, run `pnpm --filter @shop/bff persist` and commit packages/bff/persisted-queries.json. Preview and prod BFF only accept persisted operations and reject unknown ones with 400 PERSISTED_QUERY_NOT_FOUND; localhost (NODE_ENV=development) allows arbitrary operations, so the problem only shows up after deploy.",
                    "tags": ["storefront", "bff", "graphql", "persisted-queries"],
                },
                '{"id":"118","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Stored. I'll check for it whenever a `.graphql` document or `graphql()` call changes.",
            ),
            (
                "read",
                "apps/storefront/components/pdp/Recommendations.tsx",
                "import { bffFetch } from '@/lib/bff/client';\nimport { PdpRecommendationsQuery } from '@/lib/bff/gql/graphql';\nimport { ProductCard, Carousel } from '@shop/ui';\n\nexport async function Recommendations({ slug }: { slug: string }) {\n  const { recommendations } = await bffFetch(PdpRecommendationsQuery, { slug, limit: 12 }, {\n    next: { tags: [`product:${slug}`, 'recommendations'], revalidate: 3600 },\n  });\n  if (!recommendations.length) return null;\n  return (\n    <section aria-labelledby=\"recs-title\">\n      <h2 id=\"recs-title\" className=\"text-lg font-semibold\">You might also like</h2>\n      <Carousel>{recommendations.map((p) => <ProductCard key={p.id} product={p} />)}</Carousel>\n    </section>\n  );\n}\n",
            ),
            (
                "user",
                "cool. fyi since you're looking at it: recs come from Algolia Recommend but only through the BFF resolver, never call algolia from the browser. we had the admin api key sitting in the client bundle for 3 weeks in april, not doing that again",
            ),
            (
                "bash",
                "grep -rn 'algoliasearch\\|@algolia' apps/storefront --include='*.ts' --include='*.tsx' --include=package.json | grep -v node_modules; echo \"exit=$?\"",
                "exit=1",
            ),
            (
                "assistant",
                "Good, the carousel is a server component that only talks to the BFF, and there's no `algoliasearch` or `@algolia/*` import anywhere in apps/storefront. Committing and pushing so the preview redeploys with the new manifest.",
            ),
            (
                "bash",
                'git add -A && git commit -qm "feat(pdp): recommendations carousel" && git push -q && sleep 150 && curl -s -o /dev/null -w \'%{http_code}\\n\' "https://storefront-git-feat-pdp-recs-fernweh.vercel.app/p/linen-shirt-sand" && vercel logs storefront-git-feat-pdp-recs-fernweh.vercel.app --since 3m 2>/dev/null | grep -c PERSISTED_QUERY_NOT_FOUND',
                "200\n0",
            ),
            (
                "assistant",
                "The preview for `feat/pdp-recs` is up: the PDP returns 200, the carousel renders, and there are no `PERSISTED_QUERY_NOT_FOUND` errors in the logs since the deploy.",
            ),
            ("user", "🙏 thanks"),
        ],
        "lessons": [{"keys": ["Algolia", "from the browser"]}],
        "tool_stored": [["persist", "PERSISTED_QUERY_NOT_FOUND"]],
    },
    {
        "name": "fresh40-ts-satisfies-question-nothing",
        "split": "fresh40",
        "steps": [
            (
                "user",
                "quick q, whats the difference between `as const satisfies X` and just annotating the type? lena used it in lib/categoryRoutes.ts and i dont get why",
            ),
            (
                "read",
                "lib/categoryRoutes.ts",
                "type CategoryRoute = { label: string; path: `/c/${string}` };\n\nexport const categoryRoutes = {\n  women: { label: 'Women', path: '/c/women' },\n  men: { label: 'Men', path: '/c/men' },\n  home: { label: 'Home & Living', path: '/c/home' },\n  sale: { label: 'Sale', path: '/c/sale' },\n} as const satisfies Record<string, CategoryRoute>;\n\nexport type CategoryKey = keyof typeof categoryRoutes;\n\nexport const href = (key: CategoryKey) => categoryRoutes[key].path;\n",
            ),
            (
                "assistant",
                "They do two different jobs:\n\n- **An annotation** (`const categoryRoutes: Record<string, CategoryRoute> = {...}`) makes the variable's type *exactly* `Record<string, CategoryRoute>`. TypeScript checks the object against it, then forgets what was actually in it. So `keyof typeof categoryRoutes` is just `string`, and `categoryRoutes.women.path` is `` `/c/${string}` ``.\n- **`satisfies`** checks the object against `Record<string, CategoryRoute>` the same way (a typo like `path: 'c/women'` without the leading slash is still an error) but the variable keeps its *inferred* type.\n- **`as const`** makes that inferred type as narrow as possible: keys are the literal `'women' | 'men' | 'home' | 'sale'`, paths are the literal strings, everything is `readonly`.\n\nSo `as const satisfies` means \"validate it against the shape, but remember exactly what I wrote\". That's why `CategoryKey` is a real union here.",
            ),
            ("user", "ok and what would actually break if i just used the annotation"),
            ("edit", "/tmp/satisfies-demo.ts"),
            (
                "bash",
                "cat /tmp/satisfies-demo.ts && npx tsc --noEmit --strict --target es2022 /tmp/satisfies-demo.ts",
                "type CategoryRoute = { label: string; path: `/c/${string}` };\n\nconst annotated: Record<string, CategoryRoute> = {\n  women: { label: 'Women', path: '/c/women' },\n};\nconst checked = {\n  women: { label: 'Women', path: '/c/women' },\n} as const satisfies Record<string, CategoryRoute>;\n\nconst hrefA = (k: keyof typeof annotated) => annotated[k].path;\nconst hrefC = (k: keyof typeof checked) => checked[k].path;\n\nhrefA('wmen'); // typo\nhrefC('wmen'); // typo\n\n/tmp/satisfies-demo.ts(14,7): error TS2345: Argument of type '\"wmen\"' is not assignable to parameter of type '\"women\"'.",
            ),
            (
                "assistant",
                "That's the practical difference. With the annotation, `hrefA('wmen')` compiles fine, because the key type is `string`, and at runtime `annotated['wmen']` is `undefined`, so `.path` throws (without `noUncheckedIndexedAccess` TypeScript won't even warn you). With `as const satisfies`, the typo is a compile error.\n\nThe same goes for anything else that uses `CategoryKey`: the mega-menu's `categories.map(...)` gets autocomplete and exhaustiveness checks, and if someone removes `sale` from the object, every `href('sale')` call becomes a type error instead of a broken link.",
            ),
            (
                "user",
                "ahh ok that's actually neat. and the readonly part doesn't bite anywhere?",
            ),
            (
                "bash",
                "grep -rn 'categoryRoutes' --include='*.ts' --include='*.tsx' app components lib | grep -v 'lib/categoryRoutes.ts'",
                "components/nav/MegaMenu.tsx:3:import { categoryRoutes, type CategoryKey } from '@/lib/categoryRoutes';\ncomponents/nav/MegaMenu.tsx:19:  {(Object.keys(categoryRoutes) as CategoryKey[]).map((k) => (\ncomponents/footer/FooterLinks.tsx:2:import { href } from '@/lib/categoryRoutes';\napp/(shop)/c/[...category]/page.tsx:8:import { categoryRoutes } from '@/lib/categoryRoutes';",
            ),
            (
                "assistant",
                "Not in the current code: all three users only read from it (`Object.keys(...)` in the mega menu, `href()` in the footer, a lookup in the category page). `readonly` would only matter if something tried to mutate the object or pass a path array to a function typed as taking a mutable `string[]`, and that's a compile error you'd see right away. The `as CategoryKey[]` cast in MegaMenu is the usual workaround for `Object.keys` returning `string[]`, and it's fine here.",
            ),
            ("user", "got it, thanks! leaving it as is then"),
            ("bash", "rm /tmp/satisfies-demo.ts", ""),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh40-wishlist-e2e-conventions-in-passing",
        "split": "fresh40",
        "steps": [
            (
                "user",
                "Can you write a Playwright test for the wishlist heart on the PLP? Logged-in user clicks the heart on the first product in /c/women, goes to /account/wishlist, and the product is there. Put it in e2e/specs/wishlist/. We only select by role or label in e2e, no data-testid, they're stripped from prod builds anyway. Tag it @smoke: @smoke is what runs on the deploy gate against prod after every release, so it has to use the seeded smoke account and clean up after itself.",
            ),
            (
                "bash",
                "ls e2e/specs e2e/fixtures e2e/.auth 2>/dev/null",
                "e2e/specs:\naccount\ncart\ncheckout\nnav\nplp\nsearch\n\ne2e/fixtures:\nauth.ts\nld-context.ts\nsmoke-account.ts\n\ne2e/.auth:\nsmoke-user.json",
            ),
            (
                "read",
                "e2e/fixtures/smoke-account.ts",
                "import { test as ldTest } from './ld-context';\n\n// Seeded account that exists in every environment, including production.\n// Storage state is produced by e2e/global-setup.ts.\nexport const test = ldTest.extend<{ api: BffTestClient }>({\n  storageState: 'e2e/.auth/smoke-user.json',\n  api: async ({ request }, use) => {\n    await use(new BffTestClient(request));\n  },\n});\n\nexport { expect } from '@playwright/test';\n",
            ),
            (
                "read",
                "e2e/specs/account/addresses.spec.ts",
                "import { test, expect } from '../../fixtures/smoke-account';\n\ntest.describe('address book', () => {\n  test.afterEach(async ({ api }) => {\n    await api.deleteAddressesByLabel('e2e-temp');\n  });\n\n  test('adds an address @smoke', async ({ page }) => {\n    await page.goto('/account/addresses');\n    await page.getByRole('button', { name: 'Add address' }).click();\n    await page.getByLabel('Label').fill('e2e-temp');\n    // ...\n  });\n});\n",
            ),
            (
                "bash",
                "grep -n 'async \\w*(' e2e/fixtures/bff-test-client.ts",
                "12:  async deleteAddressesByLabel(label: string) {\n24:  async clearCart() {\n31:  async wishlist() {\n38:  async removeFromWishlist(productId: string) {\n45:  async clearWishlist() {",
            ),
            ("edit", "e2e/specs/wishlist/add-from-plp.spec.ts"),
            (
                "assistant",
                "Wrote `e2e/specs/wishlist/add-from-plp.spec.ts` on the `smoke-account` fixture: `beforeEach` and `afterEach` call `api.clearWishlist()`; the test opens `/c/women`, reads the first product card's name from its heading, clicks that card's `getByRole('button', { name: 'Add to wishlist' })`, then checks `/account/wishlist` for a link with the product name. Running it.",
            ),
            (
                "bash",
                "pnpm playwright test e2e/specs/wishlist --project=chromium",
                "\nRunning 1 test using 1 worker\n\n  ✘  1 [chromium] › e2e/specs/wishlist/add-from-plp.spec.ts:14:7 › wishlist › heart on PLP adds product to wishlist @smoke (11.6s)\n\n\n  1) [chromium] › e2e/specs/wishlist/add-from-plp.spec.ts:14:7 › wishlist › heart on PLP adds product to wishlist @smoke\n\n    Error: locator.click: Test timeout of 30000ms exceeded.\n    Call log:\n      - waiting for getByRole('listitem').first().getByRole('button', { name: 'Add to wishlist' })\n\n      18 |     const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();\n      19 |     const name = await card.getByRole('heading').textContent();\n    > 20 |     await card.getByRole('button', { name: 'Add to wishlist' }).click();\n         |                                                                 ^\n\n    attachment #1: trace (application/zip) ──────────────────────────────────────\n    test-results/wishlist-add-from-plp-heart-on-PLP-chromium/trace.zip\n\n  1 failed\n    [chromium] › e2e/specs/wishlist/add-from-plp.spec.ts:14:7 › wishlist › heart on PLP adds product to wishlist @smoke",
            ),
            (
                "read",
                "packages/ui/src/product-card/WishlistButton.tsx",
                "'use client';\n\nimport { HeartIcon, HeartFilledIcon } from '../icons';\n\nexport function WishlistButton({ active, onToggle }: { active: boolean; onToggle: () => void }) {\n  return (\n    <button type=\"button\" onClick={onToggle} className=\"rounded-full p-2 hover:bg-surface-muted\">\n      {active ? <HeartFilledIcon /> : <HeartIcon />}\n    </button>\n  );\n}\n",
            ),
            (
                "assistant",
                'The test is right, the component isn\'t: `WishlistButton` is an icon-only button with no accessible name, so there\'s no "Add to wishlist" button for Playwright to find. Screen readers just announce "button" there too. I\'ll fix it in the design system: `aria-label` switches between "Add to wishlist" and "Remove from wishlist", plus `aria-pressed={active}`, and the icons get `aria-hidden`.',
            ),
            ("edit", "packages/ui/src/product-card/WishlistButton.tsx"),
            ("edit", "packages/ui/src/product-card/WishlistButton.test.tsx"),
            (
                "bash",
                "pnpm --filter @shop/ui test -- WishlistButton && pnpm playwright test e2e/specs/wishlist --project=chromium && pnpm playwright test --grep @smoke --project=chromium",
                "\n RUN  v2.1.5 /repo/packages/ui\n\n ✓ src/product-card/WishlistButton.test.tsx (3 tests) 29ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)\n\nRunning 1 test using 1 worker\n\n  ✓  1 [chromium] › e2e/specs/wishlist/add-from-plp.spec.ts:14:7 › wishlist › heart on PLP adds product to wishlist @smoke (7.9s)\n\n  1 passed (9.4s)\n\nRunning 15 tests using 4 workers\n\n  ✓   1 [chromium] › e2e/specs/account/addresses.spec.ts:8:7 › address book › adds an address @smoke (6.2s)\n  ✓   2 [chromium] › e2e/specs/cart/add-to-cart.spec.ts:5:7 › cart › adds product from PDP @smoke (5.1s)\n  ✓   3 [chromium] › e2e/specs/nav/mega-menu.spec.ts:4:7 › nav › opens women category @smoke (2.8s)\n  ...\n  ✓  15 [chromium] › e2e/specs/wishlist/add-from-plp.spec.ts:14:7 › wishlist › heart on PLP adds product to wishlist @smoke (8.3s)\n\n  15 passed (1.3m)",
            ),
            (
                "assistant",
                "All green:\n- `WishlistButton` now has a proper accessible name and `aria-pressed`, with a unit test for both states.\n- The new spec passes and cleans up the smoke account's wishlist before and after.\n- The full `@smoke` suite (15 tests now) passes in 1.3 min, so the deploy gate only gets about 8 s longer.",
            ),
            (
                "user",
                "nice catch on the label. open a PR and add lena as reviewer since it touches the ui package",
            ),
            (
                "bash",
                'git switch -c test/wishlist-smoke && git add -A && git commit -qm "test(e2e): wishlist from PLP smoke test; fix WishlistButton accessible name" && gh pr create --fill --reviewer lena-brandt',
                "Switched to a new branch 'test/wishlist-smoke'\n\nCreating pull request for test/wishlist-smoke into main in fernweh/storefront\n\nhttps://github.com/fernweh/storefront/pull/1199",
            ),
            ("assistant", "PR #1199 with Lena as reviewer."),
        ],
        "lessons": [
            {"keys": ["data-testid", "by role or label"]},
            {"keys": ["@smoke", "deploy gate"]},
        ],
        "tool_stored": [],
    },
]
