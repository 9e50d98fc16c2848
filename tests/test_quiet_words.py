"""Question words that name nothing though some label prints them, judged where the question is
asked (quiet_words): "did Kestrel record" says how the figure came about, not which one, when no
table the rest of the question selects prints "record"; where one does ("Amortization expense
recorded" beside "... deferred"), the word still names its line. Reportlab reports through ingest
and ask()."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf

STATEMENT = [["", "2021", "2020"], ["Operating revenues", "133,613", "128,292"],
             ["Cost of services", "31,234", "31,401"],
             ["Depreciation and amortization expense", "16,206", "16,720"],
             ["Operating income", "32,448", "28,798"], ["Net income", "22,618", "18,348"]]
IMPAIRMENT = [["", "2021", "2020"], ["Impairment charges recorded", "1,195", "0"],
              ["Goodwill at end of year", "28,603", "24,773"]]
SOFTWARE = [["", "2021", "2020"], ["Amortization expense recorded", "904", "812"],
            ["Amortization expense deferred", "310", "295"]]


def _report(d: Path, name: str, cover: str, tables: list[tuple[str, list[list[str]]]]) -> Path:
    blocks = [Heading(cover)]
    for i, (heading, rows) in enumerate(tables):
        blocks += ([Break()] if i else []) + [Heading(heading, level=2), Grid(rows, style="booktabs"),
                                              Note("All figures in USD millions.")]
    build_pdf(d / name, blocks)
    return d


@pytest.fixture(scope="module")
def telecom(tmp_path_factory):
    d = _report(tmp_path_factory.mktemp("quiet"), "kestrel_2021.pdf",
                "Kestrel Telecom Inc. - Annual report on Form 10-K for the fiscal year ended December 31, 2021",
                [("Consolidated Statements of Income", STATEMENT), ("Goodwill", IMPAIRMENT),
                 ("Capitalized software", SOFTWARE)])
    with ingested(d, "k.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question", [
    "What depreciation and amortization expense did Kestrel record in 2021?",
    "How much depreciation and amortization expense was recorded by Kestrel in 2021?",
])
def test_a_verb_no_selected_table_prints_says_nothing(telecom, question):
    a = ask(telecom, question)
    assert a.status == "answered" and a.value == pytest.approx(16_206e6), a.answer
    assert [c.row for c in a.citations] == ["Depreciation and amortization expense"]


def test_a_verb_a_selected_table_prints_still_names_its_line(telecom):
    """"amortization expense" selects the statement and the software table, which prints "recorded":
    there the verb tells "recorded" from "deferred", so it picks that line (and never the statement's)."""
    excused = ask(telecom, "What depreciation and amortization expense did Kestrel record in 2021?")
    a = ask(telecom, "What amortization expense did Kestrel record in 2021?")
    assert excused.status == "answered"
    assert a.status != "answered" or [c.row for c in a.citations] == ["Amortization expense recorded"], a.answer

