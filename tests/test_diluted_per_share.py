"""Diluted and basic earnings per share, printed as an income statement prints them: a question that
says "diluted" is answered from the diluted line only, one that says "basic" from the basic line,
whether the variant follows the measure after a dash ("Earnings per share—diluted"), stands before it
("Diluted earnings per share") or is a line under a heading row ("Earnings per share:" over
"Basic" and "Diluted"). Reportlab reports through ingest and ask()."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf

YEARS = ["", "2022", "2021", "2020"]
LINES = [["Net revenue", "63,054", "79,024", "77,867"], ["Cost of sales", "36,188", "35,209", "34,255"],
         ["Operating income", "2,334", "19,456", "23,678"], ["Net income", "8,014", "19,868", "20,899"]]
BASIC, DILUTED = ["1.95", "4.89", "4.98"], ["1.94", "4.86", "4.94"]


def _report(d: Path, per_share: list[list[str]]) -> Path:
    build_pdf(d / "corvid_2022.pdf", [
        Heading("Corvid Semiconductor Corp. - Annual report on Form 10-K 2022"),
        Heading("Consolidated Statements of Income", level=2),
        Grid([YEARS, *LINES, *per_share], style="booktabs"),
        Note("In USD millions, except per share amounts.")])
    return d


LAYOUTS = {
    "dash": [["Earnings per share\u2014basic", *BASIC], ["Earnings per share\u2014diluted", *DILUTED]],
    "en dash": [["Earnings per common share\u2013basic", *BASIC], ["Earnings per common share\u2013diluted", *DILUTED]],
    "spaced dash": [["Net income per share \u2014 basic", *BASIC], ["Net income per share \u2014 diluted", *DILUTED]],
    "before": [["Basic earnings per share", *BASIC], ["Diluted earnings per share", *DILUTED]],
    "heading row": [["Earnings per share:", "", "", ""], ["Basic", *BASIC], ["Diluted", *DILUTED]],
}


@pytest.fixture(scope="module", params=sorted(LAYOUTS))
def report(request, tmp_path_factory):
    d = _report(tmp_path_factory.mktemp("eps"), LAYOUTS[request.param])
    with ingested(d, "eps.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What were Corvid's diluted earnings per share in 2021?", 4.86),
    ("What was Corvid's diluted EPS in 2020?", 4.94),
    ("What were Corvid's basic earnings per share in 2021?", 4.89),
    ("What was Corvid's basic EPS in 2022?", 1.95),
])
def test_the_variant_asked_is_the_line_read(report, question, value):
    a = ask(report, question)
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(value)
