# Trellis: two commands on a fresh Debian 12 / Ubuntu machine with the Swift 6 toolchain.
#   make preview   install what is missing, build (release), open the Samples gallery
#   make test-fast the unit tests (one target per module, in process: seconds)
#   make test      install what is missing (plus test tools), build, run the unit tests, then
#                  the end-to-end tests (the built command, swiftc, the window under Xvfb)
#   make docs      the Trellis module's documentation (DocC), from its doc comments and Trellis.docc
#   make api-coverage  how much of SwiftUI's iOS 17 API the SwiftUI module declares (needs a debug
#                  build: `make test` or `swift build` makes it); `make test` ends with its summary

SHELL := /bin/bash
SWIFT ?= swift
RUNTIME_PACKAGES := pkg-config libcurl4 libx11-dev libcairo2-dev libpango1.0-dev libjpeg-dev libpoppler-glib-dev librsvg2-dev fonts-inter fonts-dejavu-core fonts-noto-color-emoji
TEST_PACKAGES := xvfb xdotool imagemagick x11-apps python3 python3-jsonschema zbar-tools
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
GALLERY_OUT ?= $(CURDIR)/out/gallery

.PHONY: preview test test-fast deps test-deps build release bench fuzz fuzz-compiled docs clean api-coverage api-names

# Installs the Debian packages in $(1) that are not installed yet.
define install_missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call install_missing,$(RUNTIME_PACKAGES))

test-deps: deps
	$(call install_missing,$(TEST_PACKAGES))

release: deps
	$(SWIFT) build -c release --product trellis

preview: release
	@bin="$$($(SWIFT) build -c release --show-bin-path)/trellis"; \
	if [ -n "$$DISPLAY" ]; then \
	  exec "$$bin" preview Samples; \
	else \
	  echo "No X display (DISPLAY is not set): rendering the gallery to PNGs instead."; \
	  mkdir -p "$(GALLERY_OUT)"; \
	  for f in Samples/*.swift; do \
	    n=$$(basename "$$f" .swift); "$$bin" render "$$f" -o "$(GALLERY_OUT)/$$n.png" || exit 1; \
	  done; \
	  echo "Gallery written to $(GALLERY_OUT)"; \
	fi

# Each test run's temporary files go in a folder of its own (TMPDIR), removed after the run: the
# tests' scratch folders would pile up in /tmp over runs.
# The fast tier: every test target but EndToEndTests, and the conformance fixtures' JSON
# against the headers it is generated from.
test-fast: test-deps
	SWIFT=$(SWIFT) bash scripts/snapshot-testing-first.sh
	$(SWIFT) build --build-tests
	python3 scripts/conformance-frames.py --check
	tmp=$$(mktemp -d /tmp/trellis-tests.XXXXXX); TMPDIR=$$tmp $(SWIFT) test --skip-build --skip EndToEndTests 2>&1 | tee .build/test-fast-output.txt; \
	  status=$${PIPESTATUS[0]}; rm -rf "$$tmp"; exit $$status

# Everything: the fast tier first (a unit failure stops here), then the end-to-end tests.
test: test-fast
	tmp=$$(mktemp -d /tmp/trellis-tests.XXXXXX); TMPDIR=$$tmp $(SWIFT) test --skip-build --filter EndToEndTests 2>&1 | tee .build/test-output.txt; \
	  status=$${PIPESTATUS[0]}; rm -rf "$$tmp"; exit $$status
	-python3 scripts/api-coverage.py --summary || true

# SwiftUI's public API (iOS 17.4, scripts/data/swiftui-ios17.4-api.tsv) against the symbol graphs of
# the debug build's SwiftUI module and what it re-exports: per kind and per area. Builds nothing:
# run `make test` or `swift build` first. `scripts/api-coverage.py --missing` lists what is missing.
api-coverage:
	python3 scripts/api-coverage.py

# The SwiftUI names Trellis lacks, for the `trellis` command's diagnostics (MissingAPI), written
# again from the debug build: after Trellis gains SwiftUI API (the summary says when it is stale).
api-names:
	python3 scripts/api-coverage.py --emit-swift > .build/SwiftUIAPINames.swift && \
	  mv .build/SwiftUIAPINames.swift Sources/TrellisCompiler/SwiftUIAPINames.swift

# The mutation fuzzer (release build): FUZZ_DURATION seconds (default 30 min), FUZZ_JOBS workers;
# findings (crash, hang > 10 s, memory > 1 GB, unlocated error) and their inputs in out/fuzz/.
FUZZ_DURATION ?= 1800
FUZZ_JOBS ?= 2
FUZZ_FLAGS ?=
FUZZ_BUILD_FLAGS ?=
fuzz: deps
	$(SWIFT) build -c release --product trellis-fuzz $(FUZZ_BUILD_FLAGS)
	"$$($(SWIFT) build -c release $(FUZZ_BUILD_FLAGS) --show-bin-path)/trellis-fuzz" --duration $(FUZZ_DURATION) \
	  --jobs $(FUZZ_JOBS) --out out/fuzz $(FUZZ_FLAGS)

# The compiled path fuzzed the same way: each mutated file through `trellis check|layout|render
# --engine compiled` (swiftc, then the preview in a child) and `check` again from the cache, with
# the shapes that cost swiftc most (long modifier chains, views and layouts that call themselves,
# loops in layout methods, 100 KB+ files of nested views); FUZZ_COMPILED_DURATION seconds,
# out/fuzz-compiled/. swiftc runs under TRELLIS_COMPILE_SECONDS=FUZZ_COMPILE_SECONDS (60: many
# inputs reach the limit) and the default TRELLIS_COMPILE_MB.
FUZZ_COMPILED_DURATION ?= 600
FUZZ_COMPILE_SECONDS ?= 60
fuzz-compiled: deps
	$(SWIFT) build -c release --product trellis $(FUZZ_BUILD_FLAGS)
	$(SWIFT) build -c release --product trellis-fuzz $(FUZZ_BUILD_FLAGS)
	TRELLIS_COMPILE_SECONDS=$(FUZZ_COMPILE_SECONDS) \
	"$$($(SWIFT) build -c release $(FUZZ_BUILD_FLAGS) --show-bin-path)/trellis-fuzz" --compiled --duration $(FUZZ_COMPILED_DURATION) \
	  --jobs $(FUZZ_JOBS) --out out/fuzz-compiled $(FUZZ_FLAGS)

# The archive: .build/plugins/Swift-DocC/outputs/Trellis.doccarchive (open it with `docc preview`
# or serve it as static files). The plugin builds the module's symbol graph, then runs DocC.
docs:
	$(SWIFT) package generate-documentation --target Trellis

bench: deps
	$(SWIFT) run -c release trellis-bench

clean:
	rm -rf .build out
