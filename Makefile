# tabsql: `make demo` and `make test` work on a fresh clone with Python 3.11+.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
DEMO_DB := examples/demo.duckdb
APT_PACKAGES := tesseract-ocr tesseract-ocr-deu tesseract-ocr-tur poppler-utils
BROWSER_PACKAGES := chromium

.PHONY: demo test install system-deps bench clean

$(BIN)/python:
	$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "tabsql needs Python 3.11+"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $@

install: $(VENV)/.installed

# OCR of scanned pages needs Tesseract (eng, deu, tur); the browser tests need chromium; both are
# installed from Debian when missing and root.
system-deps:
	@if command -v tesseract >/dev/null 2>&1 && tesseract --list-langs 2>/dev/null | grep -q deu \
	  && tesseract --list-langs 2>/dev/null | grep -q tur && command -v pdftoppm >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "installing $(APT_PACKAGES)"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(APT_PACKAGES)) >/dev/null; \
	else echo "warning: Tesseract (eng, deu, tur) is missing; scanned pages will not be read" >&2; fi
	@# The web page's tests drive Debian's chromium with playwright (never a downloaded browser).
	@if command -v chromium >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "installing $(BROWSER_PACKAGES)"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(BROWSER_PACKAGES)) >/dev/null; \
	else echo "warning: chromium is missing; the web page's browser tests will be skipped" >&2; fi

demo: install system-deps
	@rm -f $(DEMO_DB) $(DEMO_DB).wal
	$(BIN)/tabsql ingest examples/pdfs --db $(DEMO_DB)
	@echo
	$(BIN)/tabsql ask "What is the standard delivery fee for 250 units from Supplier B?" --db $(DEMO_DB)
	@echo
	$(BIN)/tabsql ask "Which supplier has the cheapest standard delivery for 250 units?" --db $(DEMO_DB)
	@echo
	$(BIN)/tabsql ask "What is the mean radius of Jupiter?" --db $(DEMO_DB)
	@echo
	$(BIN)/tabsql ask "What is the delivery fee of Supplier Z?" --db $(DEMO_DB)

test: install system-deps
	$(BIN)/python -m pytest -q

bench: install system-deps
	$(BIN)/python bench/extract.py
	$(BIN)/python bench/qa.py ../shared/corpus/business-dev
	$(BIN)/python bench/qa.py ../shared/corpus/tatqa-dev

clean:
	rm -rf $(VENV) $(DEMO_DB) $(DEMO_DB).wal .pytest_cache
