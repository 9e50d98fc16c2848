"""Primary financial statements of real annual reports: are they read as an analyst reads them?

    .venv/bin/python bench/statements.py                       # the 14 filings in ../shared/corpus/filings
    .venv/bin/python bench/statements.py --filings DIR --json OUT

Per filing, the whole document goes through extraction and normalisation (``extract_document`` and
``normalize_document``, as ``tabsql ingest`` does). Then, per primary statement (income / operations,
balance sheet, cash flows), the table is found by what its rows say (net income and per-share lines;
total assets and total liabilities; operating and investing activities) and its page heading, and:

- **periods**: its amount columns whose header path names a year, of all its amount columns;
- **totals**: its grand totals (total assets, total liabilities and equity, net income, net cash from
  operating activities) at the top level of the row paths, and no line after a total still in the
  group that total closed (``Cost of sales: > Gross margin``); a per-share line under a per-share
  heading ("Basic earnings per share: > Net income attributable to ...") is no grand total;
- **concepts**: of its key lines, how many carry the expected concept.

Over every table of the filing: **currency-only columns**, columns whose filled body cells are only
currency signs (or only a closing ``%`` / ``)``). Target 0.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tabsql.extract import extract_document  # noqa: E402
from tabsql.models import NormalizedTable  # noqa: E402
from tabsql.schema_normalize.normalize import normalize_document  # noqa: E402
from tabsql.schema_normalize.totals import label_kind  # noqa: E402

SIGN = re.compile(r"^(?:[A-Z]{0,2}\$|€|£|¥|₹|CHF|EUR|USD|GBP)$")
CLOSE = re.compile(r"^(?:%|\)|\)%|%\))$")
PER_SHARE = re.compile(r"per (?:common |ordinary )?share", re.I)
YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
HEADING = {
    "income": re.compile(r"statements? of (?:consolidated )?(?:operations|income|earnings)(?! and comprehensive)", re.I),
    "balance": re.compile(r"balance sheets?|statements? of (?:consolidated )?(?:financial (?:position|condition)|condition)", re.I),
    "cash": re.compile(r"statements? of (?:consolidated )?cash flows?", re.I),
}
NEEDS = {  # every group: some row label matches one of its patterns
    "income": [r"^net (?:income|earnings|loss|\(loss\)|income \(loss\))\b", r"per (?:common )?share|^basic\b|^diluted\b"],
    "balance": [r"^total assets$|^assets$", r"^total liabilities\b"],  # an ASSETS side whose total has no label
    "cash": [r"operating activities", r"investing activities"],
}
GRAND = {
    "income": [r"^net (?:income|earnings|loss|\(loss\))"],
    "balance": [r"^total assets$", r"^total liabilities,? (?:[\w,' ]+ )?(?:and )?(?:shareholders|stockholders|equity|partners|capital)"],
    "cash": [r"^(?:net )?cash (?:[\w()]+ )*operating activities$"],
}
KEY_CONCEPTS = {  # label pattern -> concept it should carry
    "income": {r"^net (?:income|earnings)$": "net_income", r"^diluted\b|diluted (?:earnings|net income) per": "eps",
               r"^total (?:net )?(?:revenues?|net sales|sales)$": "revenue"},
    "balance": {r"^total assets$": "total_assets", r"^total current assets$": "current_assets",
                r"^total current liabilities$": "current_liabilities"},
    "cash": {r"^(?:net )?cash (?:[\w()]+ )*operating activities$": "operating_cash_flow"},
}


def _label(nt: NormalizedTable, r: int) -> str:
    row = next(x for x in nt.rows if x.index == r)
    return (row.label_path[-1] if row.label_path else "").lower().replace("’", "'").rstrip(" :")


def _labels(nt: NormalizedTable) -> list[str]:
    return [(r.label_path[-1] if r.label_path else "").lower().replace("’", "'").rstrip(" :") for r in nt.rows]


def find_statement(kind: str, tables: list[NormalizedTable], page_texts: list[str]) -> NormalizedTable | None:
    """The table with the rows a statement of this kind holds, its page heading naming it first."""
    best, best_score = None, -1.0
    for nt in tables:
        labels = _labels(nt)
        if not all(any(re.search(p, lab) for lab in labels) for p in NEEDS[kind]):
            continue
        page = page_texts[nt.table.page - 1] if 0 < nt.table.page <= len(page_texts) else ""
        head = " ".join([nt.table.section or "", nt.table.caption or "", page[:400]])
        numeric = sum(1 for c in nt.cells if c.value.kind in {"number", "money"})
        score = (1000 if HEADING[kind].search(head) else 0) + numeric
        if score > best_score:
            best, best_score = nt, score
    return best


def periods(nt: NormalizedTable) -> tuple[int, int]:
    amount = [c for c in nt.columns if c.type in {"number", "money", "percent"} and c.concept != "note_ref"]
    return sum(1 for c in amount if YEAR.search(" ".join(c.path))), len(amount)


def totals(kind: str, nt: NormalizedTable) -> tuple[bool, list[str]]:
    """(every check passed, what failed): grand totals at the top, no member after its group's total."""
    t = nt.table
    paths = t.row_paths if len(t.row_paths) == t.n_rows else []
    bad: list[str] = []
    closed: set[str] = set()
    for row in nt.rows:
        path = paths[row.index] if paths else row.label_path
        if not path:
            continue
        leaf = path[-1].lower().replace("’", "'").rstrip(" :")
        group = path[0] if len(path) > 1 else None
        if group in closed:
            bad.append(" > ".join(path))
        if group and label_kind(leaf):
            closed.add(group)
        per_share = PER_SHARE.search(" ".join(path))  # "Basic earnings per share: > Net income attributable ..."
        if len(path) > 1 and not per_share and any(re.search(p, leaf) for p in GRAND[kind]):
            bad.append(" > ".join(path))
    return not bad, bad


# the diluted per-share line read by its row path ("Income (loss) per share - diluted: > Continuing
# operations", "Earnings per share—diluted"), never a count of shares ("Weighted average shares: > Diluted")
EPS_PATH = re.compile(r"^(?=.*\bdiluted\b)(?=.*\bper (?:common )?(?:share|unit)\b)"
                      r"(?!.*\b(?:shares|units) (?:of common stock )?(?:outstanding|used)\b)(?!.*weighted)")


def _path(nt: NormalizedTable, r: int) -> str:
    t = nt.table
    row = next(x for x in nt.rows if x.index == r)
    path = t.row_paths[r] if len(t.row_paths) == t.n_rows and t.row_paths[r] else row.label_path
    return " > ".join(path).lower().replace("’", "'")


def concepts(kind: str, nt: NormalizedTable, by_path: bool = True) -> tuple[int, int]:
    """Key lines carrying their concept. ``by_path``: the diluted EPS line found by its row path
    (session 6); False: by its own label as before (``^diluted``, which also matched share counts)."""
    hit = want = 0
    for pattern, concept in KEY_CONCEPTS[kind].items():
        if by_path and concept == "eps":
            rows = [r for r in nt.rows if EPS_PATH.search(_path(nt, r.index))]
        else:
            rows = [r for r in nt.rows if re.search(pattern, _label(nt, r.index))]
        if rows:
            want += 1
            hit += any(r.concept == concept for r in rows)
    return hit, want


def sign_columns(tables: list[NormalizedTable]) -> list[str]:
    """Where the currency-only columns are: ``p<page> t<table> c<col>: <header path>``."""
    found: list[str] = []
    for nt in tables:
        t = nt.table
        by_col: dict[int, list[str]] = {}
        for c in t.cells:
            if c.row >= t.header_rows and c.text.strip():
                by_col.setdefault(c.col, []).append(" ".join(c.text.split()))
        for col, texts in sorted(by_col.items()):
            if all(SIGN.match(x) for x in texts) or all(CLOSE.match(x) for x in texts):
                path = t.column_paths[col] if col < len(t.column_paths) else []
                found.append(f"p{t.page} {t.id} c{col} ({len(texts)} cells {texts[0]!r}): {' > '.join(path)}")
    return found


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--filings", type=Path, default=REPO.parent / "shared" / "corpus" / "filings")
    ap.add_argument("--only", help="filings whose name contains this")
    ap.add_argument("--json", type=Path, help="write every figure to this file")
    ap.add_argument("-v", "--verbose", action="store_true", help="list what failed")
    args = ap.parse_args()
    pdfs = sorted(p for p in args.filings.glob("*.pdf") if not args.only or args.only.lower() in p.name.lower())
    out: list[dict] = []
    print("| filing | statement | found (page) | periods as column paths | totals at the right level | key concepts | currency-only columns |")
    print("|---|---|---|---|---|---|---|")
    start = time.perf_counter()
    for pdf in pdfs:
        ed = extract_document(pdf)
        nd = normalize_document(ed)
        where = sign_columns(nd.tables)
        signs = len(where)
        if args.verbose:
            for w in where:
                print(f"<!-- currency-only column: {pdf.stem} {w} -->")
        for kind in ("income", "balance", "cash"):
            nt = find_statement(kind, nd.tables, ed.page_texts)
            rec: dict = {"filing": pdf.name, "statement": kind, "found": nt is not None, "currency_only_columns": signs}
            if nt is not None:
                (py, pn), (ok, bad), (ch, cw) = periods(nt), totals(kind, nt), concepts(kind, nt)
                rec.update(page=nt.table.page, periods=[py, pn], totals_ok=ok, totals_bad=bad, concepts=[ch, cw],
                           concepts_by_label=list(concepts(kind, nt, by_path=False)))
                cells = (f"yes (p{nt.table.page})", f"{py}/{pn}", "yes" if ok else f"no ({len(bad)})", f"{ch}/{cw}")
            else:
                cells = ("no", "-", "-", "-")
            print(f"| {pdf.stem} | {kind} | " + " | ".join(cells) + f" | {signs if kind == 'income' else ''} |", flush=True)
            if args.verbose and nt is not None and rec.get("totals_bad"):
                for b in rec["totals_bad"]:
                    print(f"|  |  |  |  | {b} |  |  |")
            out.append(rec)
    found = sum(r["found"] for r in out)
    periods_ok = sum(1 for r in out if r["found"] and r["periods"][0] == r["periods"][1] and r["periods"][1])
    totals_ok = sum(1 for r in out if r.get("totals_ok"))
    ch = sum(r.get("concepts", [0, 0])[0] for r in out)
    cw = sum(r.get("concepts", [0, 0])[1] for r in out)
    lh = sum(r.get("concepts_by_label", [0, 0])[0] for r in out)
    lw = sum(r.get("concepts_by_label", [0, 0])[1] for r in out)
    signs = sum(r["currency_only_columns"] for r in out if r["statement"] == "income")
    print(f"\n{len(pdfs)} filings, {len(out)} statements: found {found}, periods as column paths {periods_ok}, "
          f"totals at the right level {totals_ok}, key concepts {ch}/{cw} (by label alone {lh}/{lw}), currency-only columns {signs} "
          f"({time.perf_counter() - start:.0f} s)")
    if args.json:
        args.json.write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
