"""The "fresh64" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH64: list[dict[str, Any]] = [
    # --- "skiff": open-source Go CLI that deploys static sites to S3 + CloudFront (Go 1.23, cobra, aws-sdk-go-v2, goreleaser + cosign, Homebrew tap, distroless Docker image for the GitHub Action, golangci-lint, changie) ---
    {
        "name": "fresh64-skiff-decision-sha256-object-metadata-not-etag-for-change-detection",
        "split": "fresh64",
        "steps": [
            (
                "user",
                "ppl on kms buckets say every skiff deploy re-uploads the whole site (#198, #204). we diff the local md5 against the ETag from ListObjectsV2 right? look into it, options first, no code yet",
            ),
            (
                "read",
                "internal/sync/diff.go",
                'package sync\n\nimport (\n\t"strings"\n\n\t"github.com/aws/aws-sdk-go-v2/aws"\n\t"github.com/aws/aws-sdk-go-v2/service/s3/types"\n)\n\n// changed reports whether the local file differs from the remote object.\nfunc changed(local LocalFile, remote types.Object) bool {\n\tif local.Size != aws.ToInt64(remote.Size) {\n\t\treturn true\n\t}\n\tetag := strings.Trim(aws.ToString(remote.ETag), `"`)\n\treturn etag != local.MD5Hex\n}\n',
            ),
            (
                "bash",
                "aws s3api head-object --bucket skiff-e2e-kms --key index.html --query '{ETag:ETag,SSE:ServerSideEncryption}'; md5sum testdata/site/index.html; aws s3api head-object --bucket skiff-e2e-kms --key assets/hero.mp4 --query ETag",
                '{\n    "ETag": "\\"9b2f0c51d1d5e4e6a7c3e1f0aa6c2b47\\"",\n    "SSE": "aws:kms"\n}\n3c1e8d7f0a9b5e2d4c6f8a1b3d5e7f90  testdata/site/index.html\n"\\"e4a7d1c9f3b2a6e8d0c5b7f1a3e9d2c4-3\\""',
            ),
            (
                "think",
                "With SSE-KMS the ETag is not the MD5 of the plaintext. Multipart uploads have md5-of-part-md5s plus -N. Check the uploader part size.",
            ),
            (
                "bash",
                "grep -n 'PartSize\\|manager.NewUploader' internal/upload/*.go",
                "internal/upload/upload.go:41:\tup := manager.NewUploader(client, func(u *manager.Uploader) { u.PartSize = 8 * 1024 * 1024 })",
            ),
            (
                "assistant",
                "Confirmed both cases. With SSE-KMS the ETag isn't the MD5 of the content (index.html: ETag `9b2f…` vs local md5 `3c1e…`), and anything over 8 MiB goes up multipart through `manager.Uploader`, so its ETag is an md5 of the part md5s with a `-3` suffix. For those objects `changed()` is always true, hence the full re-upload.\n\nOptions:\n\n1. **Recompute the multipart ETag locally** (md5 of the part md5s with the same 8 MiB part size). Fixes multipart, not KMS, and breaks when something else uploaded with another part size (rclone uses 5 MiB).\n2. **Store our own hash in object metadata**: set `x-amz-meta-skiff-sha256` on every upload; in the diff, if sizes match, `HeadObject` and compare. ListObjectsV2 doesn't return user metadata, so it's one HEAD per same-size file (~1,200 on the docs site we test with, a few seconds with 16 workers). Objects without the header (first deploy after upgrading, or written by other tools) count as changed once.\n3. **Manifest object**: `.skiff-manifest.json` in the bucket mapping path to sha256. One GET instead of N HEADs, but it goes stale whenever anything else writes to the bucket.",
            ),
            (
                "user",
                "option 2. we store the sha256 in x-amz-meta-skiff-sha256 and stop trusting the ETag, it's not an md5 on multipart uploads or sse-kms buckets and thats like half our users. manifest is out, lots of people also push to the same bucket with aws s3 sync from other jobs and it would lie. the HEADs are fine, only when size matches",
            ),
            ("edit", "internal/sync/diff.go"),
            ("edit", "internal/upload/upload.go"),
            ("edit", "internal/sync/diff_test.go"),
            (
                "bash",
                "go test ./internal/... 2>&1 | tail -4",
                "ok  \tgithub.com/skiffdev/skiff/internal/config\t0.005s\nok  \tgithub.com/skiffdev/skiff/internal/plan\t0.011s\nok  \tgithub.com/skiffdev/skiff/internal/sync\t0.087s\nok  \tgithub.com/skiffdev/skiff/internal/upload\t0.142s",
            ),
            (
                "assistant",
                'Done:\n\n- uploads (PutObject and multipart) now set `Metadata: {"skiff-sha256": <hex>}`\n- `changed()`: size differs → changed; otherwise `HeadObject` (16 workers) and compare `skiff-sha256`; a missing header counts as changed, so the first deploy after upgrading re-uploads once and tags everything\n- the ETag isn\'t read anywhere anymore\n- tests for a KMS-style ETag, a multipart `-N` ETag, missing metadata and a size mismatch\n\nAlso added a CHANGELOG note under 0.15.0 that the first deploy after upgrading re-uploads everything once.',
            ),
            ("user", "good, ship it in 0.15"),
        ],
        "lessons": [
            {"keys": ["x-amz-meta-skiff-sha256", "ETag"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh64-skiff-incident-octet-stream-content-types-from-distroless-action-image",
        "split": "fresh64",
        "steps": [
            (
                "user",
                "#212 is weird. someone says robots.txt gets downloaded as a file instead of shown and their security scanner flags the fonts as binary/octet-stream. only when they deploy with our github action, same site deployed from their mac is fine. can u look",
            ),
            (
                "bash",
                "for p in robots.txt fonts/inter-var.woff2 ''; do curl -sI https://docs.larchfield.io/$p | grep -i '^content-type'; done",
                "content-type: binary/octet-stream\ncontent-type: binary/octet-stream\ncontent-type: text/html; charset=utf-8",
            ),
            (
                "read",
                "internal/upload/upload.go",
                'func (u *Uploader) putInput(f LocalFile) *s3.PutObjectInput {\n\tin := &s3.PutObjectInput{\n\t\tBucket:   aws.String(u.bucket),\n\t\tKey:      aws.String(f.Key),\n\t\tBody:     f.Reader(),\n\t\tMetadata: map[string]string{"skiff-sha256": f.SHA256Hex},\n\t}\n\tif ct := mime.TypeByExtension(filepath.Ext(f.Path)); ct != "" {\n\t\tin.ContentType = aws.String(ct)\n\t}\n\tif cc := u.cacheControl(f.Key); cc != "" {\n\t\tin.CacheControl = aws.String(cc)\n\t}\n\treturn in\n}\n',
            ),
            (
                "bash",
                "cat action/Dockerfile",
                'FROM golang:1.23 AS build\nWORKDIR /src\nCOPY . .\nRUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /skiff ./cmd/skiff\n\nFROM gcr.io/distroless/static-debian12\nCOPY --from=build /skiff /skiff\nENTRYPOINT ["/skiff"]',
            ),
            (
                "bash",
                "./bin/skiff debug mime robots.txt inter-var.woff2 site.webmanifest index.html; echo ---; docker run --rm ghcr.io/skiffdev/skiff-action:0.14.2 debug mime robots.txt inter-var.woff2 site.webmanifest index.html",
                "robots.txt        text/plain; charset=utf-8\ninter-var.woff2   font/woff2\nsite.webmanifest  application/manifest+json\nindex.html        text/html; charset=utf-8\n---\nrobots.txt        \ninter-var.woff2   \nsite.webmanifest  \nindex.html        text/html; charset=utf-8",
            ),
            (
                "think",
                "Go's mime package on unix (darwin included) loads /etc/mime.types, /etc/apache2/mime.types etc. on top of its builtin table. distroless static has none of those files, so only the builtin ~16 extensions resolve. Empty string -> no ContentType set -> S3 stores binary/octet-stream.",
            ),
            (
                "assistant",
                "Found it. skiff takes the Content-Type from Go's `mime.TypeByExtension`, and on Linux and macOS that is a small builtin table (about 16 extensions: .html, .css, .js, .json, .png, .svg, .wasm…) plus whatever the host's mime.types file adds (`/etc/mime.types` on Linux, `/etc/apache2/mime.types` on macOS). The action's image is gcr.io/distroless/static-debian12, which has no mime.types at all, so in the action every extension outside the builtin table (.txt, .woff2, .ico, .webmanifest, .map) resolved to \"\", we uploaded without a Content-Type, and S3 stored it as binary/octet-stream. On a Mac the apache2 file fills the gap, which is why local deploys look fine.\n\nFix I'd suggest: ship our own table in a new `internal/mimetypes` package (an embedded `mime.types`, taken from Debian's media-types), look extensions up there first and only then in the builtin table, and send `application/octet-stream` explicitly when nothing matches, so the result no longer depends on the host. Sites that are already deployed need their Content-Type rewritten; a `--refresh-metadata` flag could do a CopyObject in place with `MetadataDirective: REPLACE`.",
            ),
            (
                "user",
                "yes do all of that. and from now on content types only come from internal/mimetypes, nobody calls mime.TypeByExtension directly, put a forbidigo rule in golangci so the lint fails",
            ),
            ("edit", "internal/mimetypes/mimetypes.go"),
            ("edit", "internal/mimetypes/mime.types"),
            ("edit", "internal/upload/upload.go"),
            ("edit", "cmd/skiff/deploy.go"),
            ("edit", ".golangci.yml"),
            (
                "bash",
                "golangci-lint run ./... && go test ./... 2>&1 | tail -4 && docker build -q -t skiff-action:dev -f action/Dockerfile . >/dev/null && docker run --rm skiff-action:dev debug mime robots.txt inter-var.woff2 site.webmanifest",
                "ok  \tgithub.com/skiffdev/skiff/internal/mimetypes\t0.006s\nok  \tgithub.com/skiffdev/skiff/internal/plan\t0.012s\nok  \tgithub.com/skiffdev/skiff/internal/sync\t0.091s\nok  \tgithub.com/skiffdev/skiff/internal/upload\t0.139s\nrobots.txt        text/plain; charset=utf-8\ninter-var.woff2   font/woff2\nsite.webmanifest  application/manifest+json",
            ),
            (
                "assistant",
                'Done:\n\n- `internal/mimetypes` embeds `mime.types` (~1,500 extensions) and exposes `Lookup(path) string`; unknown extensions get `application/octet-stream` explicitly\n- `putInput` uses `mimetypes.Lookup`\n- `.golangci.yml`: forbidigo rule `^mime\\.TypeByExtension$` with the message "use internal/mimetypes.Lookup"\n- `skiff deploy --refresh-metadata` rewrites Content-Type on existing objects with an in-place CopyObject (keeps `skiff-sha256` and Cache-Control)\n- the distroless image now resolves .txt, .woff2 and .webmanifest the same as a Mac\n\nFor #212: upgrade the action and run one deploy with `--refresh-metadata`.',
            ),
            ("user", "nice, ill tag 0.14.3 after review"),
        ],
        "lessons": [
            {"keys": ["distroless", "mime.types"]},
            {"keys": ["internal/mimetypes", "mime.TypeByExtension"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh64-skiff-release-signed-tag-workflow-and-homebrew-tap-corrections",
        "split": "fresh64",
        "steps": [
            ("user", "0.15.0 is ready, changelog's done. cut the release pls"),
            (
                "bash",
                "git status -sb && git log --oneline v0.14.3..HEAD | wc -l && ls && ls Formula",
                "## main...origin/main\n23\nCHANGELOG.md\nFormula\nLICENSE\nMakefile\nREADME.md\naction\ncmd\ngo.mod\ngo.sum\ninternal\nitest\nskiff.rb",
            ),
            (
                "read",
                "Formula/skiff.rb",
                'class Skiff < Formula\n  desc "Deploy static sites to S3 and CloudFront"\n  homepage "https://github.com/skiffdev/skiff"\n  version "0.13.1"\n  license "Apache-2.0"\n\n  on_macos do\n    on_arm do\n      url "https://github.com/skiffdev/skiff/releases/download/v0.13.1/skiff_0.13.1_darwin_arm64.tar.gz"\n      sha256 "5d0c4c1e0f3b8a27e9d64f1b2a7c3e8f90d1b6a4c2e7f3a8b9d0c1e2f3a4b5c6"\n    end\n  end\n\n  def install\n    bin.install "skiff"\n  end\nend\n',
            ),
            (
                "assistant",
                "Plan for v0.15.0:\n\n1. `git tag v0.15.0 && git push origin v0.15.0`\n2. run goreleaser release --clean locally with your GITHUB_TOKEN, which builds the darwin/linux/windows archives and creates the GitHub release\n3. bump the url and sha256 in Formula/skiff.rb in this repo to the new archives and push that to main\n\nGo ahead?",
            ),
            (
                "user",
                "no. we never run goreleaser locally, releases only happen by pushing a signed tag (git tag -s) and the release.yml workflow runs goreleaser and cosign-signs checksums.txt, a local build wouldnt be signed. and Formula/ here is dead, the formula lives in skiffdev/homebrew-tap since april, goreleaser pushes it there itself with the TAP_TOKEN secret. delete that dir",
            ),
            (
                "bash",
                "grep -n -A4 '^brews:' .goreleaser.yaml; grep -n -A2 '^on:' .github/workflows/release.yml; grep -n 'cosign\\|goreleaser-action' .github/workflows/release.yml",
                '58:brews:\n59-  - repository:\n60-      owner: skiffdev\n61-      name: homebrew-tap\n62-      token: "{{ .Env.TAP_TOKEN }}"\n3:on:\n4-  push:\n5-    tags: ["v*"]\n41:      - uses: sigstore/cosign-installer@v3\n42:      - uses: goreleaser/goreleaser-action@v6\n48:          cosign sign-blob --yes --output-signature dist/checksums.txt.sig --output-certificate dist/checksums.txt.pem dist/checksums.txt',
            ),
            (
                "bash",
                "git rm -rq Formula && git commit -qm 'remove stale Formula dir (formula lives in skiffdev/homebrew-tap)' && git push -q && git tag -s v0.15.0 -m 'skiff v0.15.0' && git push -q origin v0.15.0 && sleep 5 && gh run watch --exit-status $(gh run list -w release.yml -L1 --json databaseId -q '.[0].databaseId') | tail -4",
                "✓ v0.15.0 release · 31877412093\n  ✓ goreleaser in 2m48s\n  ✓ sign checksums in 14s\n  ✓ push action image in 31s",
            ),
            (
                "bash",
                "gh release view v0.15.0 --json assets -q '.assets[].name' | head -5; gh api repos/skiffdev/homebrew-tap/commits -q '.[0].commit.message'",
                "checksums.txt\nchecksums.txt.pem\nchecksums.txt.sig\nskiff_0.15.0_darwin_amd64.tar.gz\nskiff_0.15.0_darwin_arm64.tar.gz\nBrew formula update for skiff version v0.15.0",
            ),
            (
                "assistant",
                'Released:\n\n- removed the stale `Formula/` dir (it was still at 0.13.1) and pushed that to main\n- pushed a signed `v0.15.0` tag; release.yml ran goreleaser, signed `checksums.txt` (`.sig` + `.pem` are on the release) and pushed the action image\n- goreleaser committed "Brew formula update for skiff version v0.15.0" to skiffdev/homebrew-tap, so `brew upgrade skiff` picks it up',
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["signed tag", "release.yml"], "not": ["goreleaser release --clean locally"]},
            {"keys": ["skiffdev/homebrew-tap"], "not": ["Formula/skiff.rb in this repo"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh64-skiff-dry-run-plan-on-stderr-rule-and-minio-not-localstack-correction",
        "split": "fresh64",
        "steps": [
            (
                "user",
                "add --dry-run to deploy. print what would be uploaded / deleted / invalidated, dont touch anything",
            ),
            (
                "read",
                "cmd/skiff/deploy.go",
                'func newDeployCmd() *cobra.Command {\n\tvar opts deployOptions\n\tcmd := &cobra.Command{\n\t\tUse:   "deploy [dir]",\n\t\tShort: "Upload a directory to S3 and invalidate CloudFront",\n\t\tArgs:  cobra.MaximumNArgs(1),\n\t\tRunE: func(cmd *cobra.Command, args []string) error {\n\t\t\tp, err := plan.Build(cmd.Context(), opts.source(args), opts.target())\n\t\t\tif err != nil {\n\t\t\t\treturn err\n\t\t\t}\n\t\t\tif err := apply(cmd.Context(), p, opts); err != nil {\n\t\t\t\treturn err\n\t\t\t}\n\t\t\tif opts.json {\n\t\t\t\treturn json.NewEncoder(cmd.OutOrStdout()).Encode(p.Summary())\n\t\t\t}\n\t\t\treturn nil\n\t\t},\n\t}\n\tcmd.Flags().BoolVar(&opts.json, "json", false, "print a JSON summary")\n\tcmd.Flags().BoolVar(&opts.prune, "prune", false, "delete remote objects with no local file")\n\tcmd.Flags().StringVar(&opts.distribution, "distribution", "", "CloudFront distribution ID to invalidate")\n\treturn cmd\n}\n',
            ),
            ("edit", "cmd/skiff/deploy.go"),
            ("edit", "internal/plan/print.go"),
            (
                "bash",
                "go build -o bin/skiff ./cmd/skiff && ./bin/skiff deploy ./testdata/site --bucket skiff-e2e-docs --distribution E2ABCDEF123 --prune --dry-run",
                "upload      index.html                (changed, 14.2 KiB)\nupload      guide/install/index.html  (new, 6.8 KiB)\ndelete      old/changelog.html\ninvalidate  /index.html /guide/install/* /old/changelog.html\ndry run: 2 uploads, 1 delete, 3 invalidation paths, nothing changed",
            ),
            (
                "assistant",
                '`--dry-run` works: it builds the plan as usual (still lists the bucket and HEADs same-size files), prints it with `fmt.Println` and returns before `apply()`. With `--json` the summary gets `"dry_run": true`.\n\nFor a test I\'ll add an integration test against localstack on :4566 like the other S3 tests. OK?',
            ),
            (
                "user",
                "print the plan to stderr not stdout — stdout is only ever for the --json output, people pipe skiff deploy --json into jq in CI and any extra line breaks that. and localstack is gone, the itests run against minio on :9000 now (make itest starts it in docker), cloudfront is faked with internal/cfstub. yes add the test",
            ),
            (
                "bash",
                "sed -n '/^itest:/,/^$/p' Makefile; ls internal/cfstub",
                "itest:\n\tdocker compose -f itest/compose.yaml up -d --wait minio\n\tSKIFF_S3_ENDPOINT=http://localhost:9000 go test -tags itest ./itest/... -count=1\n\ncfstub.go\ncfstub_test.go",
            ),
            ("edit", "internal/plan/print.go"),
            ("edit", "itest/deploy_dry_run_test.go"),
            (
                "bash",
                "make itest 2>&1 | tail -2; ./bin/skiff deploy ./testdata/site --bucket skiff-e2e-docs --distribution E2ABCDEF123 --dry-run --json 2>/dev/null | jq -c .",
                ' ✔ Container itest-minio-1  Healthy\nok  \tgithub.com/skiffdev/skiff/itest\t4.318s\n{"uploads":2,"deletes":0,"invalidations":2,"dry_run":true}',
            ),
            (
                "assistant",
                "Changed:\n\n- the plan is printed with `fmt.Fprintln(cmd.ErrOrStderr(), …)`, so `--dry-run --json` gives only the JSON on stdout (checked above with `2>/dev/null | jq`)\n- `itest/deploy_dry_run_test.go` runs against minio from `make itest` with `cfstub` for CloudFront, and asserts the bucket listing and the stub's invalidation calls are unchanged after a dry run, and that stdout is valid JSON",
            ),
            ("user", "thx"),
        ],
        "lessons": [
            {"keys": ["stderr", "--json"]},
            {"keys": ["minio", "make itest"], "not": ["localstack on :4566"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh64-skiff-tool-stored-e2e-aws-account-and-changie-fragments",
        "split": "fresh64",
        "steps": [
            (
                "user",
                "save the e2e aws setup in memory so i stop digging for it: account skiff-e2e (418273550921), CI assumes arn:aws:iam::418273550921:role/skiff-e2e-runner via github oidc, test buckets are skiff-e2e-* in eu-west-1 and a lambda deletes them every night. then pls look at why TestDeployPrune keeps flaking in CI",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "skiff e2e AWS setup: account skiff-e2e (418273550921). CI assumes arn:aws:iam::418273550921:role/skiff-e2e-runner via GitHub OIDC. Test buckets are named skiff-e2e-* in eu-west-1; a Lambda deletes them every night.",
                    "tags": ["skiff", "aws", "e2e", "ci"],
                },
                '{"id":"6208","action":"stored"}',
                False,
            ),
            (
                "bash",
                "go test ./internal/sync -run TestDeployPrune -count=30 2>&1 | tail -10",
                "--- FAIL: TestDeployPrune (0.03s)\n    prune_test.go:58: deleted keys:\n        got:  [old/b.html old/a.html old/c.css]\n        want: [old/a.html old/b.html old/c.css]\n--- FAIL: TestDeployPrune (0.02s)\n    prune_test.go:58: deleted keys:\n        got:  [old/c.css old/a.html old/b.html]\n        want: [old/a.html old/b.html old/c.css]\nFAIL\nFAIL\tgithub.com/skiffdev/skiff/internal/sync\t0.912s",
            ),
            (
                "read",
                "internal/sync/prune_test.go",
                'func TestDeployPrune(t *testing.T) {\n\tfake := &fakeS3{objects: keys("index.html", "old/a.html", "old/b.html", "old/c.css")}\n\tp := &Pruner{client: fake, bucket: "b", batchSize: 1}\n\n\terr := p.Prune(context.Background(), localFiles("index.html"))\n\trequire.NoError(t, err)\n\n\tif diff := cmp.Diff([]string{"old/a.html", "old/b.html", "old/c.css"}, fake.deleted); diff != "" {\n\t\tt.Fatalf("deleted keys:\\n        got:  %v\\n        want: %v", fake.deleted, []string{"old/a.html", "old/b.html", "old/c.css"})\n\t}\n}\n',
            ),
            (
                "bash",
                "grep -n 'errgroup\\|SetLimit\\|DeleteObjects(' internal/sync/prune.go",
                '12:\t"golang.org/x/sync/errgroup"\n47:\tg.SetLimit(4)\n52:\t\t\t_, err := p.client.DeleteObjects(ctx, &s3.DeleteObjectsInput{',
            ),
            (
                "assistant",
                "The flake is in the test, not in prune: `Prune` sends delete batches on an errgroup with 4 workers, the test sets `batchSize: 1`, and the fake appends keys as calls arrive, so the order depends on goroutine scheduling while the test compares slices in order. Fix: sort `fake.deleted` (or compare as a set) before asserting. Delete order doesn't matter for prune itself.",
            ),
            (
                "user",
                "yep do that. btw every PR needs a changie fragment, run changie new in the repo root, it writes a yaml to .changes/unreleased and the changelog check in CI fails without one. add one for this (kind Internal)",
            ),
            ("edit", "internal/sync/prune_test.go"),
            (
                "bash",
                "go test ./internal/sync -run TestDeployPrune -count=200 2>&1 | tail -1 && changie new --kind Internal --body 'Fix flaky TestDeployPrune (delete order is not deterministic)' && ls .changes/unreleased",
                "ok  \tgithub.com/skiffdev/skiff/internal/sync\t2.784s\nInternal-20261207-101544.yaml",
            ),
            (
                "assistant",
                "Saved the e2e account setup to memory.\n\n- `TestDeployPrune` sorts the recorded keys before comparing; 200 runs in a row pass\n- added `.changes/unreleased/Internal-20261207-101544.yaml` for it",
            ),
            ("user", "merged, ty"),
        ],
        "lessons": [
            {"keys": ["changie new", ".changes/unreleased"]},
        ],
        "tool_stored": [["skiff-e2e-runner", "418273550921"]],
    },
    {
        "name": "fresh64-skiff-chitchat-errors-is-vs-as-and-readme-typo",
        "split": "fresh64",
        "steps": [
            ("user", "quick one, errors.Is vs errors.As, i always mix them up"),
            (
                "assistant",
                '`errors.Is(err, target)` asks "is this specific error value somewhere in the chain?", e.g. `errors.Is(err, fs.ErrNotExist)`.\n`errors.As(err, &target)` asks "is there an error of this type in the chain?" and, if so, fills `target` so you can read its fields, e.g. `var apiErr smithy.APIError; errors.As(err, &apiErr)` then `apiErr.ErrorCode()`.',
            ),
            ("user", "ha ok. also the readme says 'invalidaton' somewhere, fix pls"),
            (
                "bash",
                "grep -n 'invalidaton' README.md",
                "88:## Cache invalidaton",
            ),
            ("edit", "README.md"),
            ("bash", "grep -c 'invalidaton' README.md", "0"),
            ("assistant", "Fixed the heading on line 88, no other occurrences."),
            ("user", "ty, going for lunch"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
