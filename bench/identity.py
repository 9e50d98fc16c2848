"""Document identity on real filings: issuer, fiscal year, form, period end and currency per PDF.

    .venv/bin/python bench/identity.py ../shared/corpus/filings [--cache /tmp/filing-texts]

Reads every page's text the way the extractor does (`extract.pages.analyze`; tables are not built,
identity reads the text) and runs `schema_normalize.metadata.read_meta` on it, as ingest does.
Prints a table filing x issuer x fiscal year x form x period end x currency, and, for the filings
listed in EXPECTED (read off each cover by hand), whether issuer and fiscal year are right.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabsql.extract import pages  # noqa: E402
from tabsql.extract.pdf_open import open_pdf  # noqa: E402
from tabsql.schema_normalize.metadata import read_meta  # noqa: E402

# The cover of each filing in ../shared/corpus/filings: the registrant's name and the fiscal year
# its statements report (Foot Locker's year ended January 28, 2023 is its "2022" in the statements).
EXPECTED = {
    "AES_2021_10K.pdf": ("The AES Corporation", 2021),
    "AMERICANEXPRESS_2022_10K.pdf": ("American Express Company", 2022),
    "APPLE_2022_10K.pdf": ("Apple Inc.", 2022),
    "BOSTONPROPERTIES_2015_10K.pdf": ("Boston Properties, Inc.", 2015),
    "EBAY_2022_10K.pdf": ("eBay Inc.", 2022),
    "FEDEX_2023_10K.pdf": ("FedEx Corporation", 2023),
    "FOOTLOCKER_2023_10K.pdf": ("Foot Locker, Inc.", 2022),
    "INTEL_2020_10K.pdf": ("Intel Corporation", 2020),
    "MCDONALDS_2022_10K.pdf": ("McDonald's Corporation", 2022),
    "ORACLE_2023_10K.pdf": ("Oracle Corporation", 2023),
    "PFIZER_2022_10K.pdf": ("Pfizer Inc.", 2022),
    "PG_E_2022_10K.pdf": ("PG&E Corporation", 2022),
    "SALESFORCE_2023_10K.pdf": ("Salesforce, Inc.", 2023),
    "VERIZON_2022_10K.pdf": ("Verizon Communications Inc.", 2022),
}


def page_texts(path: Path, cache: Path | None) -> list[str]:
    hit = cache / f"{path.stem}.json" if cache else None
    if hit and hit.exists():
        return json.loads(hit.read_text())
    texts = []
    with open_pdf(path) as pdf:
        for page in pdf.pages:
            texts.append(pages.analyze(page).text)
            page.close()
    if hit:
        hit.parent.mkdir(parents=True, exist_ok=True)
        hit.write_text(json.dumps(texts))
    return texts


def _same(a: str | None, b: str) -> bool:
    return (a or "").replace("\u2019", "'").casefold() == b.casefold()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", type=Path)
    ap.add_argument("--cache", type=Path, help="keep each filing's page texts here (JSON) for re-runs")
    a = ap.parse_args(argv)
    rows, right, known = [], 0, 0
    t0 = time.perf_counter()
    for pdf in sorted(a.folder.glob("*.pdf")):
        meta = read_meta(page_texts(pdf, a.cache), [], pdf.name)
        want = EXPECTED.get(pdf.name)
        ok = "" if want is None else ("yes" if _same(meta.issuer, want[0]) and meta.year == want[1] else "NO")
        known += want is not None
        right += ok == "yes"
        rows.append((pdf.name, meta.issuer or "-", str(meta.year or "-"), meta.form or "-", meta.period_end or "-",
                     meta.currency or "-", meta.doc_type or "-", ok))
    head = ("filing", "issuer", "fiscal year", "form", "period end", "currency", "type", "right")
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for r in rows:
        print("| " + " | ".join(r) + " |")
    print(f"\nissuer and fiscal year right: {right} of {known} ({time.perf_counter() - t0:.0f} s)")
    return 0 if right == known else 1


if __name__ == "__main__":
    raise SystemExit(main())
